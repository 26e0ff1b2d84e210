import Testing
@Test func placeholderRenderTests() { #expect(1 + 1 == 2) }
