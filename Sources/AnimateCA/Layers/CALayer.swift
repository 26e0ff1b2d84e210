import Foundation
import Geometry
import Motion

/// Core Animation's layer (`CALayer`): a thin view over the engine's `LayerState`, read and written through the layer
/// property table (`LayerProperty`), plus the structure (sublayers, mask) as objects.
///
/// Setters change the model at once. Inside a `Stage`, a change to a layer that has been committed is recorded for the
/// run loop's commit, and on a standalone layer with actions enabled it runs the property's action: by default a
/// 0.25 s implicit animation from the presentation value (docs/swift-api.md, "Semantics"). `presentation()` is a new
/// layer of the same class with the engine's presentation values as of the last commit.
@MainActor
open class CALayer: CAMediaTiming {
    /// The model's own properties (its `sublayers` and `mask` are the objects below).
    var state: LayerState
    /// The engine's layer type of this class.
    class var layerType: LayerType { .layer }

    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    /// The layer whose alpha masks this one; it has no superlayer.
    open var mask: CALayer? {
        didSet {
            if oldValue === mask { return }
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner?.mask = nil
            mask?.maskOwner = self
            structureDidChange()
        }
    }
    weak var maskOwner: CALayer?
    open var name: String?
    open var actions: [String: any CAAction]?
    open weak var delegate: (any CALayerDelegate)?

    /// The model layer this is a presentation copy of (`nil` for a model layer).
    private(set) weak var modelLayer: CALayer?
    var isPresentationCopy: Bool { modelLayer != nil }
    /// Set once a stage has committed the layer: its stage and what the recording knows of it.
    var record: LayerRecord?
    /// The animations attached during the run, as `animation(forKey:)` and `animationKeys()` see them.
    var attached: [AttachedAnimation] = []
    /// Animations added before the layer was in a stage's window.
    var unrecordedAdds: [(key: String?, animation: CAAnimation, source: SourceLocation)] = []
    private var tags: [String: Any] = [:]
    /// Media timing a layer has in Core Animation but the engine does not use for layers.
    private var otherTiming = MediaTiming()

    public required init() {
        state = LayerState(id: "", type: Self.layerType)
    }

    /// A copy of `layer`'s properties (how Core Animation makes presentation layers; subclasses copy their own).
    public required init(layer: Any) {
        let other = layer as? CALayer
        state = other?.state ?? LayerState(id: "", type: Self.layerType)
        name = other?.name
    }

    // MARK: Structure

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.detach()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(idx), list.count))
        sublayers = list
        layer.superlayer = self
        structureDidChange()
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let k = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(k))
    }

    open func removeFromSuperlayer() {
        let parent = superlayer ?? maskOwner
        detach()
        parent?.structureDidChange()
    }

    private func detach() {
        if let s = superlayer {
            s.sublayers?.removeAll { $0 === self }
            if s.sublayers?.isEmpty == true { s.sublayers = nil }
            superlayer = nil
        }
        if let owner = maskOwner {
            maskOwner = nil
            owner.mask = nil
        }
    }

    /// The stage whose window this layer is in, or that committed it.
    var stage: Stage? {
        if let s = record?.stage { return s }
        var l: CALayer? = self
        while let c = l {
            if let s = c.hostStage { return s }
            l = c.superlayer ?? c.maskOwner
        }
        return nil
    }
    /// Set on a stage's window layer.
    weak var hostStage: Stage?

    func structureDidChange() {
        guard !isPresentationCopy else { return }
        stage?.structureDidChange()
    }

    // MARK: Values through the property table

    /// Sets a property of the model and tells the stage (implicit animation, recording).
    func set<Value>(_ property: LayerProperty<Value>, _ value: Value) {
        guard property.applies(to: state.type) else { return }
        let old = property.erased.value(in: state)
        try? state.setValue(value, for: property)
        didChange(property.erased, from: old)
    }

    func get<Value>(_ property: LayerProperty<Value>) -> Value { property.value(in: state) }

    /// `key` changed from `old`.
    func didChange(_ key: AnyLayerProperty, from old: AnimatableValue) {
        guard !isPresentationCopy, let stage = record?.stage else { return }
        stage.layer(self, didChange: key, from: old, to: key.value(in: state))
    }

    /// Key-value coding: a key path of the property table sets the property (`"position.x"`, `"transform.scale"`);
    /// any other key stores a tag.
    open func setValue(_ value: Any?, forKey key: String) {
        if let row = AnyLayerProperty.named(key), row.applies(to: state.type) {
            do {
                guard let v = try ValueConversion.value(value, forKeyPath: key) else { return }
                let old = row.value(in: state)
                row.set(v, in: &state)
                didChange(row, from: old)
            } catch {
                stage?.diagnose("setValue(_:forKey: \"\(key)\") ignored: \(error)", at: nil)
            }
        } else {
            tags[key] = value
        }
    }

    open func value(forKey key: String) -> Any? {
        if let row = AnyLayerProperty.named(key), row.applies(to: state.type) { return ValueConversion.any(row.value(in: state)) }
        return tags[key]
    }

    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    // MARK: Layout and display

    /// Layout and display requests (`setNeedsLayout`, `layoutSublayers`, …): a stage lays out nothing by itself and
    /// draws layers from their properties, so these do nothing here; a subclass may override them and call them.
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func displayIfNeeded() {}
    open func display() {}

    // MARK: Actions

    /// The action for `event`: the delegate's answer, then `actions`, then `defaultAction(forKey:)`; `NSNull`
    /// means none.
    open func action(forKey event: String) -> (any CAAction)? {
        if let a = delegate?.action(for: self, forKey: event) { return a }
        if let a = actions?[event] { return a }
        return Self.defaultAction(forKey: event)
    }

    /// `nil`: the built-in implicit animation (a `CABasicAnimation` of the key path with the transaction's duration
    /// and timing function) applies.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Presentation

    /// The layer as shown now: a new layer of the same class with the presentation values as of the last commit
    /// (changes made in the current run-loop turn are not in it); `nil` before the layer is first committed.
    open func presentation() -> Self? {
        guard let stage = record?.stage, let s = stage.presentationState(of: self, at: stage.now) else { return nil }
        return makePresentation(s)
    }

    func makePresentation(_ s: LayerState) -> Self {
        let copy = Self.init(layer: self)
        copy.state = s
        copy.modelLayer = self
        return copy
    }

    /// The model layer (`self` for a model layer).
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    // MARK: Time

    /// Converts `t` from `layer`'s local time (absolute time, `CACurrentMediaTime()`, when `nil`) to this layer's,
    /// through the `beginTime`, `speed` and `timeOffset` of every ancestor.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let absolute = layer.map { $0.absoluteTime(fromLocal: t) } ?? t
        return localTime(fromAbsolute: absolute)
    }

    /// Converts `t` from this layer's local time to `layer`'s (absolute time when `nil`).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return layer.map { $0.localTime(fromAbsolute: absolute) } ?? absolute
    }

    /// The chain from the root down to this layer.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let c = l {
            chain.append(c)
            l = c.superlayer ?? c.maskOwner
        }
        return chain.reversed()
    }

    /// Absolute time is the stage's epoch plus scene time; a layer's local time in Core Animation's terms is the
    /// engine's local time plus epoch × the product of the speeds down to the layer (its root's clock runs from the
    /// epoch). Layer timing values themselves (`beginTime`, `timeOffset`) are taken as the engine reads them.
    func localTime(fromAbsolute t: Double) -> Double {
        let epoch = stage?.epoch ?? 0
        return engineLocalTime(fromScene: t - epoch) + epoch * cumulativeSpeed
    }

    func absoluteTime(fromLocal t: Double) -> Double {
        let epoch = stage?.epoch ?? 0
        return ancestry.reversed().reduce(t - epoch * cumulativeSpeed) { $1.state.parentTime(fromLocalTime: $0) } + epoch
    }

    /// The product of the speeds of this layer and its ancestors: how far a layer's local clock runs per second.
    var cumulativeSpeed: Double { ancestry.reduce(1) { $0 * $1.state.speed } }

    /// The layer's local time in the engine at scene time `t`.
    func engineLocalTime(fromScene t: Double) -> Double {
        ancestry.reduce(t) { $1.state.localTime(fromParentTime: $0) }
    }

    // MARK: CAMediaTiming

    open var beginTime: CFTimeInterval {
        get { state.beginTime }
        set { set(.beginTime, newValue) }
    }
    open var speed: Float {
        get { Float(state.speed) }
        set { set(.speed, Double(newValue)) }
    }
    open var timeOffset: CFTimeInterval {
        get { state.timeOffset }
        set { set(.timeOffset, newValue) }
    }
    open var duration: CFTimeInterval {
        get { otherTiming.duration }
        set { otherTiming.duration = newValue }
    }
    open var repeatCount: Float {
        get { Float(otherTiming.repeatCount) }
        set { otherTiming.repeatCount = Double(newValue) }
    }
    open var repeatDuration: CFTimeInterval {
        get { otherTiming.repeatDuration }
        set { otherTiming.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { otherTiming.autoreverses }
        set { otherTiming.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(otherTiming.fillMode) }
        set { otherTiming.fillMode = newValue.fillMode }
    }
}
