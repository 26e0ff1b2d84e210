import Testing
@Test func placeholderSceneFileTests() { #expect(1 + 1 == 2) }
