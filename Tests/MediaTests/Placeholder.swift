import Testing
@Test func placeholderMediaTests() { #expect(1 + 1 == 2) }
