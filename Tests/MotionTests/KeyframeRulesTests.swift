import Motion
import Testing

/// `KeyframeRules`: the rules the reader and lint apply agree with `KeyframeAnimation.validate()` on every case.
struct KeyframeRulesTests {
    static let keyTimeLists: [[Double]] = [
        [0, 1], [0, 0.5, 1], [0, 0.5, 0.5, 1], [0, 0.7, 0.5], [0.1, 0.5, 1], [0, 1.5], [-0.1, 1], [0, 0.25, 0.5, 1],
        [], [0], [0, .nan],
    ]

    @Test(arguments: CalculationMode.allCases)
    func keyTimeRulesAgreeWithTheModel(mode: CalculationMode) {
        for values in 1...4 {
            for times in Self.keyTimeLists {
                var a = KeyframeAnimation(keyPath: "opacity", values: (0..<values).map { .number(Double($0)) })
                a.calculationMode = mode
                a.keyTimes = times
                let rules = KeyframeRules.keyTimesCountFits(times.count, keyframes: values, mode: mode)
                    && KeyframeRules.firstProblem(in: times) == nil
                let model = (try? a.validate()) != nil
                #expect(rules == model, "\(mode), \(values) values, keyTimes \(times)")
            }
        }
    }

    @Test func timingFunctionsAndTensionAgreeWithTheModel() {
        for values in 1...4 {
            for count in 0...4 {
                var a = KeyframeAnimation(keyPath: "opacity", values: (0..<values).map { .number(Double($0)) })
                a.timingFunctions = Array(repeating: .linear, count: count)
                let model = (try? a.validate()) != nil
                #expect((count == KeyframeRules.timingFunctionCount(keyframes: values)) == model, "\(values) values, \(count) functions")
            }
        }
        for v in [-1.5, -1, 0, 1, 1.01] {
            var a = KeyframeAnimation(keyPath: "opacity", values: [.number(0), .number(1)])
            a.calculationMode = .cubic
            a.tensionValues = [0, v]
            #expect(KeyframeRules.isValidKochanekBartels(v) == ((try? a.validate()) != nil), "tension \(v)")
        }
    }

    @Test func messagesCountKeyTimesAsTheReaderDoes() {
        #expect(KeyframeRules.expectedKeyTimes(keyframes: 3, mode: .linear) == "3")
        #expect(KeyframeRules.expectedKeyTimes(keyframes: 3, mode: .discrete) == "3 or 4")
        #expect(KeyframeRules.problem(ofKeyTime: 2, in: [0, 0.7, 0.5]) == .decreasing)
        #expect(KeyframeRules.problem(ofKeyTime: 1, in: [0, 1.5]) == .outOfRange)
        #expect(KeyframeRules.firstProblem(in: [0, 0.5, 1]) == nil)
    }
}
