import Testing
@Test func placeholderAnimateCLITests() { #expect(1 + 1 == 2) }
