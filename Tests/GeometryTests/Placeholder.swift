import Testing
@Test func placeholderGeometryTests() { #expect(1 + 1 == 2) }
