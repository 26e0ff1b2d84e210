import Foundation
import JSONValue
import Lottie
import XCTest

/// Damaged copies of the oracle samples translate or fail with a `LottieError`; nothing crashes.
final class MalformedSamplesTests: XCTestCase {
    /// Each sample cut short at several places, and with one kind of member removed or retyped everywhere.
    func testDamagedSamplesNeverCrash() throws {
        let samples = ["HamburgerArrow", "LottieLogo1", "Issues-issue_1636", "TypeFace-Y", "Issues-pr_1818"]
        for name in samples {
            let text = try String(contentsOf: Oracle.directory.appendingPathComponent("samples/\(name).json"), encoding: .utf8)
            let bytes = Array(text.utf8)
            for cut in stride(from: 1, to: bytes.count, by: max(bytes.count / 7, 1)) {
                expectErrorOrAnimation(String(decoding: bytes[..<cut], as: UTF8.self), "\(name) cut at \(cut)")
            }
            let root = try JSONParser.parse(text)
            for key in ["k", "s", "t", "ks", "it", "v", "p", "refId", "ind", "parent", "g"] {
                expectErrorOrAnimation(JSONWriter.write(Self.transform(root, key: key, to: nil)), "\(name) without \(key)")
                expectErrorOrAnimation(JSONWriter.write(Self.transform(root, key: key, to: .string("x"))), "\(name) \(key) as a string")
                expectErrorOrAnimation(JSONWriter.write(Self.transform(root, key: key, to: .number(-1))), "\(name) \(key) = -1")
            }
        }
    }

    private func expectErrorOrAnimation(_ text: String, _ what: String) {
        do {
            _ = try LottieAnimation(json: text)
        } catch let e as LottieError {
            XCTAssertFalse(e.message.isEmpty, what)
            XCTAssertFalse(e.message.hasPrefix("internal"), "\(what): \(e)")
        } catch {
            XCTFail("\(what): unexpected error \(error)")
        }
    }

    /// `value` with every member named `key` removed (`nil`) or replaced.
    static func transform(_ value: JSON, key: String, to replacement: JSON?) -> JSON {
        switch value {
        case .array(let items): return .array(items.map { transform($0, key: key, to: replacement) })
        case .object(let members):
            var out: [(key: String, value: JSON)] = []
            for m in members {
                if m.key == key {
                    if let replacement { out.append((m.key, replacement)) }
                } else {
                    out.append((m.key, transform(m.value, key: key, to: replacement)))
                }
            }
            return .object(out)
        default: return value
        }
    }
}
