import Geometry
import Motion
import Testing
@testable import Layout

/// Seed 002 through `ConstraintSystem` directly: the container flips between 100×200 and 200×100 and its children
/// switch constraints.
@Suite struct ConstraintSystemTests {
    static func c(_ id: String, _ item: String, _ a: LayoutAttribute, _ to: String? = nil, _ ta: LayoutAttribute? = nil,
                  _ k: Double = 0, active: Bool = true) -> LayoutConstraint {
        LayoutConstraint(id: id, item: item, attribute: a, toItem: to, toAttribute: to == nil ? nil : (ta ?? a),
                         constant: k, isActive: active)
    }

    static let seed002: [LayoutConstraint] = [
        c("cL", "vContain", .leading, "canvas", .leading, 20), c("cT", "vContain", .top, "canvas", .top, 20),
        c("cW", "vContain", .width, nil, nil, 100), c("cH", "vContain", .height, nil, nil, 200),
        c("bL", "blue", .leading, "vContain", .trailing, 20), c("bR", "blue", .trailing, "canvas", .trailing, -20),
        c("bT", "blue", .top, "vContain", .top), c("bB", "blue", .bottom, "vContain", .bottom),
        c("v1W", "v1", .width, nil, nil, 80), c("v1H", "v1", .height, nil, nil, 80),
        c("v1L", "v1", .leading, "vContain", .leading, 10), c("v1R", "v1", .trailing, "vContain", .trailing, -10),
        c("v1T", "v1", .top, "vContain", .top, 10), c("v1B", "v1", .bottom, "vContain", .bottom, -10, active: false),
        c("v2W", "v2", .width, nil, nil, 80), c("v2H", "v2", .height, nil, nil, 80),
        c("v2L", "v2", .leading, "vContain", .leading, 10), c("v2R", "v2", .trailing, "vContain", .trailing, -10),
        c("v2T", "v2", .top, "vContain", .top, 10, active: false), c("v2B", "v2", .bottom, "vContain", .bottom, -10),
    ]

    static func layers() -> [LayerState] {
        var container = LayerState(id: "vContain")
        container.sublayers = [LayerState(id: "v1"), LayerState(id: "v2")]
        return [container, LayerState(id: "blue")]
    }

    static func frames(_ layers: [LayerState]) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: layers.flattenedWithParents().map { ($0.layer.id, $0.layer.layoutFrame) })
    }

    @Test func portraitThenLandscapeThenPortrait() throws {
        let system = ConstraintSystem(constraints: Self.seed002, canvasSize: Size(width: 390, height: 240))
        var layers = Self.layers()
        try system.layout(&layers)
        var f = Self.frames(layers)
        #expect(f["vContain"] == Rect(x: 20, y: 20, width: 100, height: 200))
        #expect(f["v1"] == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(f["v2"] == Rect(x: 10, y: 110, width: 80, height: 80))
        #expect(f["blue"] == Rect(x: 140, y: 20, width: 230, height: 200))
        #expect(system.ambiguities().isEmpty)

        try system.apply([.constant("cH", 100), .constant("cW", 200), .activate("v1B"), .activate("v2T"),
                          .deactivate("v1R"), .deactivate("v2L")])
        try system.layout(&layers)
        f = Self.frames(layers)
        #expect(f["vContain"] == Rect(x: 20, y: 20, width: 200, height: 100))
        #expect(f["v1"] == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(f["v2"] == Rect(x: 110, y: 10, width: 80, height: 80))
        #expect(f["blue"] == Rect(x: 240, y: 20, width: 130, height: 100))

        try system.apply([.constant("cH", 200), .constant("cW", 100), .activate("v1R"), .activate("v2L"),
                          .deactivate("v1B"), .deactivate("v2T")])
        try system.layout(&layers)
        f = Self.frames(layers)
        #expect(f["vContain"] == Rect(x: 20, y: 20, width: 100, height: 200))
        #expect(f["v2"] == Rect(x: 10, y: 110, width: 80, height: 80))
    }
}
