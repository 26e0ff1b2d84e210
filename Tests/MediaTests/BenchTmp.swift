import Foundation
import Media
import Raster
import Testing

@Test func benchEncode() throws {
    guard ProcessInfo.processInfo.environment["MEDIA_BENCH"] != nil else { return }
    let dir = try TempDir()
    defer { dir.cleanup() }
    let w = 1170, h = 2532
    var base = Frame(width: w, height: h)
    for y in 0..<h { for x in 0..<w { base[x, y] = Pixel(r: UInt8(x * 200 / w + 30), g: UInt8(y * 200 / h + 30), b: 120) } }
    let path = dir.path("bench.mp4")
    let enc = try VideoEncoder(path: path, settings: VideoSettings(width: w, height: h, fps: 60))
    var appendTime = 0.0
    let n = 120
    func rss() -> String { (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))?.split(separator: "\n").first { $0.hasPrefix("VmRSS") }.map(String.init) ?? "?" }
    for k in 0..<n {
        var f = base
        let top = 200 + k * 12, left = 100 + k * 5
        for y in top..<(top + 400) { for x in left..<(left + 400) { f[x, y] = Pixel(r: 240, g: 80, b: 60) } }
        let t0 = Date()
        try enc.append(f)
        appendTime += Date().timeIntervalSince(t0)
        if k % 30 == 29 { print("frame \(k + 1): \(rss())") }
    }
    let t0 = Date()
    try enc.finish()
    let finishTime = Date().timeIntervalSince(t0)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    print("BENCH \(n) frames \(w)x\(h): append \(appendTime)s, finish \(finishTime)s → \(Double(n) / (appendTime + finishTime)) fps; file \(size) bytes")
}
