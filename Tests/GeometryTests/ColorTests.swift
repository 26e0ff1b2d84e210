import Testing
import Geometry

@Suite struct ColorTests {
    @Test func rgb() throws {
        #expect(try Color(hex: "#F80") == Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 1))
        #expect(try Color(hex: "#fff") == .white)
        #expect(try Color(hex: "#000") == .black)
    }

    @Test func rrggbb() throws {
        #expect(try Color(hex: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(try Color(hex: "#0a0B0c") == Color(red: 10.0 / 255, green: 11.0 / 255, blue: 12.0 / 255, alpha: 1))
    }

    @Test func rrggbbaa() throws {
        #expect(try Color(hex: "#00000099") == Color(red: 0, green: 0, blue: 0, alpha: 153.0 / 255))
        #expect(try Color(hex: "#FFFFFF00") == Color(red: 1, green: 1, blue: 1, alpha: 0))
        #expect(try Color(hex: "#00000000") == .clear)
    }

    @Test(arguments: ["", "#", "FFF", "FFFFFF", "#FF", "#FFFF", "#12345", "#1234567", "#123456789", "#GGG",
                      "#12345G", "#xx000000", " #FFF", "#FFF ", "##FFF"])
    func badStrings(_ text: String) {
        #expect(throws: Color.ParseError(text: text)) { try Color(hex: text) }
    }

    @Test func errorMessage() {
        #expect(Color.ParseError(text: "#12").description
                == "expected a colour \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"#12\"")
    }

    @Test func hexStringRoundTrips() throws {
        for text in ["#FF8000FF", "#0A0B0C0D", "#00000099", "#FFFFFF00"] {
            #expect(try Color(hex: text).hexString == text)
        }
        #expect(Color(red: 2, green: -1, blue: 0.5, alpha: 1).hexString == "#FF0080FF")
        #expect(Color.white.description == "#FFFFFFFF")
    }
}
