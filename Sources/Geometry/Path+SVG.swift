import Foundation

/// Why a string is not valid SVG path data: the 0-based character offset of the problem and a message.
///
/// `description` reads `at character 7: expected a number, got "x"`.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 0-based offset, in `Character`s, of the first character that could not be accepted (the string's
    /// length when the data ends too early).
    public let offset: Int
    /// What was expected and what was found, e.g. `expected a number, got "x"`.
    public let message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "at character \(offset): \(message)" }
}

extension Path {
    /// Parses SVG path data (SVG 1.1 §8.3 / SVG 2 path grammar).
    ///
    /// - Every command: `M m L l H h V v C c S s Q q T t A a Z z`, absolute (upper case) and relative (lower case).
    /// - A command letter may be followed by several argument groups; extra groups repeat the command, except that
    ///   extra pairs after `M`/`m` are lines (`L`/`l`).
    /// - Numbers: optional sign, digits with an optional fraction (`.5`, `5.`, `.5.5` is two numbers), an optional
    ///   exponent (`1e-3`, `2E+4`). Arguments are separated by whitespace and/or one comma, or by nothing when the
    ///   next number's sign or point makes the boundary clear (`1-2`, `.5.5`). Arc flags are one character, `0` or
    ///   `1`, and need no separator (`a5 5 0 015 5`).
    /// - `S`/`s` and `T`/`t` reflect the previous command's last control point about the current point when the
    ///   previous command was a cubic (`C c S s`) or a quadratic (`Q q T t`) respectively; otherwise the control
    ///   point is the current point.
    /// - Arcs are converted with the SVG implementation notes' endpoint-to-centre conversion, into cubics of at most
    ///   90° each (control distance `4/3·tan(δ/4)`), ending exactly at the arc's end point. Radii too small to reach
    ///   the end point are scaled up; a zero radius draws a line; an arc to the current point is omitted.
    /// - After `Z`/`z` the current point is the sub-path's start; a drawing command there starts a new sub-path.
    /// - Empty or all-whitespace data is the empty path. Otherwise the data must start with `M` or `m`.
    ///
    /// - Throws: `SVGPathError` with the offset of the first bad character.
    public init(svg text: String) throws {
        var parser = SVGPathParser(Array(text))
        self = try parser.parse()
    }

    /// The path as SVG path data with absolute commands only (`M L Q C Z`), numbers written with Swift's shortest
    /// round-trip formatting (a trailing `.0` dropped). `Path(svg: p.svgString)` equals `p` exactly for any path
    /// with finite coordinates.
    public var svgString: String {
        var parts: [String] = []
        parts.reserveCapacity(elements.count)
        for e in elements {
            switch e {
            case .move(let p): parts.append("M" + svgNumbers([p]))
            case .line(let p): parts.append("L" + svgNumbers([p]))
            case .quad(let c, let p): parts.append("Q" + svgNumbers([c, p]))
            case .cubic(let c1, let c2, let p): parts.append("C" + svgNumbers([c1, c2, p]))
            case .close: parts.append("Z")
            }
        }
        return parts.joined(separator: " ")
    }
}

/// Shortest round-trip text for `v`, without a trailing `.0` (`1`, `-0`, `0.1`, `1e-05`).
func svgNumber(_ v: Double) -> String {
    var s = v.description
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s
}

private func svgNumbers(_ points: [Point]) -> String {
    points.map { svgNumber($0.x) + " " + svgNumber($0.y) }.joined(separator: " ")
}

private struct SVGPathParser {
    let chars: [Character]
    var i = 0

    var builder = Path.Builder()
    var current = Point.zero
    var start = Point.zero
    /// The last control point of the previous command, and whether it was a cubic (`true`) or quadratic.
    var lastControl: (point: Point, cubic: Bool)? = nil

    init(_ chars: [Character]) { self.chars = chars }

    mutating func parse() throws -> Path {
        skipWhitespace()
        guard i < chars.count else { return .empty }
        guard chars[i] == "M" || chars[i] == "m" else {
            throw error("expected a moveto command (M or m), got \(found())")
        }
        while true {
            skipWhitespace()
            guard i < chars.count else { break }
            let c = chars[i]
            guard isCommand(c) else { throw error("expected a command, got \(found())") }
            i += 1
            try command(c)
        }
        return builder.build()
    }

    // MARK: Commands

    mutating func command(_ letter: Character) throws {
        let relative = letter.isLowercase
        let upper = Character(letter.uppercased())
        if upper == "Z" {
            builder.close()
            current = start
            lastControl = nil
            return
        }
        var first = true
        var cmd = upper
        repeat {
            if first { skipWhitespace() } else { skipSeparator() }
            let base = current
            // Absolute coordinates are taken as written (adding a zero base would turn -0 into +0).
            func at(_ p: Point) -> Point { relative ? p + base : p }
            switch cmd {
            case "M":
                let p = at(try point())
                builder.move(to: p)
                current = p; start = p
                lastControl = nil
                cmd = "L"  // further pairs are lines
            case "L":
                let p = at(try point())
                builder.line(to: p)
                current = p
                lastControl = nil
            case "H":
                let x = relative ? try number() + base.x : try number()
                let p = Point(x: x, y: current.y)
                builder.line(to: p)
                current = p
                lastControl = nil
            case "V":
                let y = relative ? try number() + base.y : try number()
                let p = Point(x: current.x, y: y)
                builder.line(to: p)
                current = p
                lastControl = nil
            case "C":
                let c1 = at(try point())
                skipSeparator()
                let c2 = at(try point())
                skipSeparator()
                let p = at(try point())
                builder.cubic(to: p, control1: c1, control2: c2)
                current = p
                lastControl = (c2, true)
            case "S":
                let c1 = reflected(cubic: true)
                let c2 = at(try point())
                skipSeparator()
                let p = at(try point())
                builder.cubic(to: p, control1: c1, control2: c2)
                current = p
                lastControl = (c2, true)
            case "Q":
                let c = at(try point())
                skipSeparator()
                let p = at(try point())
                builder.quad(to: p, control: c)
                current = p
                lastControl = (c, false)
            case "T":
                let c = reflected(cubic: false)
                let p = at(try point())
                builder.quad(to: p, control: c)
                current = p
                lastControl = (c, false)
            case "A":
                let rx = try number()
                skipSeparator()
                let ry = try number()
                skipSeparator()
                let angle = try number()
                skipSeparator()
                let large = try flag()
                skipSeparator()
                let sweep = try flag()
                skipSeparator()
                let p = at(try point())
                appendArc(to: p, rx: rx, ry: ry, xAxisRotation: angle, largeArc: large, sweep: sweep)
                lastControl = nil
            default:
                preconditionFailure("unhandled command \(cmd)")
            }
            first = false
        } while nextStartsNumber()
    }

    func reflected(cubic: Bool) -> Point {
        guard let last = lastControl, last.cubic == cubic else { return current }
        return Point(x: 2 * current.x - last.point.x, y: 2 * current.y - last.point.y)
    }

    mutating func appendArc(to end: Point, rx rxIn: Double, ry ryIn: Double, xAxisRotation degrees: Double,
                            largeArc: Bool, sweep: Bool) {
        defer { current = end }
        let p1 = current
        if p1 == end { return }  // F.6.2: an arc to the current point is omitted
        var rx = abs(rxIn), ry = abs(ryIn)
        if rx == 0 || ry == 0 {
            builder.line(to: end)
            return
        }
        let phi = (degrees.truncatingRemainder(dividingBy: 360)) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5 step 1: (x1', y1').
        let dx2 = (p1.x - end.x) / 2, dy2 = (p1.y - end.y) / 2
        let x1p = cosPhi * dx2 + sinPhi * dy2
        let y1p = -sinPhi * dx2 + cosPhi * dy2
        // F.6.6: scale up radii that are too small.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s; ry *= s
        }
        // Step 2: (cx', cy').
        let rx2 = rx * rx, ry2 = ry * ry
        let num = max(0, rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p)
        let den = rx2 * y1p * y1p + ry2 * x1p * x1p
        var coef = den > 0 ? (num / den).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1p / ry
        let cyp = -coef * ry * x1p / rx
        // Step 3: (cx, cy).
        let cx = cosPhi * cxp - sinPhi * cyp + (p1.x + end.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p1.y + end.y) / 2
        // Step 4: θ1 and Δθ.
        let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
        let vx = (-x1p - cxp) / rx, vy = (-y1p - cyp) / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(vy, vx) - theta1
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // Split into pieces of at most 90°.
        let count = (abs(delta) / (.pi / 2) - 1e-9).clampedInt(rounding: .up, in: 1...64)
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func pointAt(_ t: Double) -> Point {
            let ct = cos(t), st = sin(t)
            return Point(x: cx + rx * cosPhi * ct - ry * sinPhi * st, y: cy + rx * sinPhi * ct + ry * cosPhi * st)
        }
        func tangentAt(_ t: Double) -> Point {
            let ct = cos(t), st = sin(t)
            return Point(x: -rx * cosPhi * st - ry * sinPhi * ct, y: -rx * sinPhi * st + ry * cosPhi * ct)
        }
        var from = p1
        for n in 0..<count {
            let t0 = theta1 + Double(n) * step
            let t1 = n == count - 1 ? theta1 + delta : t0 + step
            let to = n == count - 1 ? end : pointAt(t1)
            let c1 = from + tangentAt(t0) * k
            let c2 = to - tangentAt(t1) * k
            builder.cubic(to: to, control1: c1, control2: c2)
            from = to
        }
    }

    // MARK: Tokens

    func isCommand(_ c: Character) -> Bool { "MmLlHhVvCcSsQqTtAaZz".contains(c) }

    static func isWhitespace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    mutating func skipWhitespace() {
        while i < chars.count, Self.isWhitespace(chars[i]) { i += 1 }
    }

    /// Skips `wsp* ,? wsp*` between two arguments.
    mutating func skipSeparator() {
        skipWhitespace()
        if i < chars.count, chars[i] == "," {
            i += 1
            skipWhitespace()
        }
    }

    /// After a complete argument group: whether another group follows (a repeated command).
    mutating func nextStartsNumber() -> Bool {
        var j = i
        while j < chars.count, Self.isWhitespace(chars[j]) { j += 1 }
        if j < chars.count, chars[j] == "," {
            // A comma after a group must be followed by another group.
            i = j
            return true
        }
        guard j < chars.count else { return false }
        let c = chars[j]
        if c.isASCII, c.isNumber || c == "." || c == "-" || c == "+" {
            i = j
            return true
        }
        return false
    }

    func found() -> String {
        guard i < chars.count else { return "end of data" }
        return "\"\(chars[i])\""
    }

    func error(_ message: String) -> SVGPathError { SVGPathError(offset: i, message: message) }

    mutating func point() throws -> Point {
        let x = try number()
        skipSeparator()
        let y = try number()
        return Point(x: x, y: y)
    }

    mutating func flag() throws -> Bool {
        guard i < chars.count, chars[i] == "0" || chars[i] == "1" else {
            throw error("expected an arc flag (0 or 1), got \(found())")
        }
        defer { i += 1 }
        return chars[i] == "1"
    }

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    mutating func number() throws -> Double {
        let begin = i
        var j = i
        if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
        var digits = 0
        while j < chars.count, Self.isDigit(chars[j]) { j += 1; digits += 1 }
        if j < chars.count, chars[j] == "." {
            j += 1
            while j < chars.count, Self.isDigit(chars[j]) { j += 1; digits += 1 }
        }
        guard digits > 0 else {
            throw SVGPathError(offset: begin, message: "expected a number, got \(foundAt(begin))")
        }
        if j < chars.count, chars[j] == "e" || chars[j] == "E" {
            var k = j + 1
            if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
            if k < chars.count, Self.isDigit(chars[k]) {
                while k < chars.count, Self.isDigit(chars[k]) { k += 1 }
                j = k
            }
        }
        let text = String(chars[begin..<j])
        guard let v = Double(text), v.isFinite else {
            throw SVGPathError(offset: begin, message: "number out of range: \(text)")
        }
        i = j
        return v
    }

    func foundAt(_ k: Int) -> String {
        guard k < chars.count else { return "end of data" }
        // A lone sign or point: show what follows it too, so "-x" reads as such.
        var end = k + 1
        if end < chars.count, chars[k] == "+" || chars[k] == "-" || chars[k] == "." { end += 1 }
        return "\"" + String(chars[k..<end]) + "\""
    }
}
