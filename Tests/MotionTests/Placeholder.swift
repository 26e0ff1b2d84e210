import Testing
@Test func placeholderMotionTests() { #expect(1 + 1 == 2) }
