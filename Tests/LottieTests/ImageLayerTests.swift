import Composition
import Export
import Geometry
import Lottie
import Raster
import Render
import XCTest

/// Image layers (`ty: 2`) as lottie-ios's `ImageLayer`: the asset's image stretched over `w` × `h` points at the
/// layer's origin, under the layer's transform; the image from a data URI in `p` or a dotLottie archive's `images/`.
final class ImageLayerTests: XCTestCase {
    /// A 2 × 2 PNG: red, green / blue, white at alpha 128 (made with Python's zlib; independent of our encoder).
    static let png2x2 = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAE0lEQVR4nGP4z8DwHwyBNAg0AABJSQl4KKDbdwAAAABJRU5ErkJggg=="

    static func document(p: String, u: String = "", ks: String = LottieJSON.ks(#""p": {"a": 0, "k": [3, 4]}"#)) -> String {
        let asset = #"{"id": "img", "w": 2, "h": 2, "u": "\#(u)", "p": "\#(p)", "e": 1}"#
        let layer = #"{"ty": 2, "ind": 1, "nm": "image", "refId": "img", "ks": \#(ks), "ip": 0, "op": 20, "st": 0}"#
        return LottieJSON.document(w: 10, h: 10, layers: [layer], assets: [asset])
    }

    private func render(_ c: Composition, scale: Double = 1) throws -> Frame {
        let renderer = try Renderer(canvasSize: c.canvas.size, scale: scale, background: nil, images: try c.decodedImages())
        return try renderer.render(c.tree.presentation(at: 0))
    }

    /// The image's pixels land exactly on the canvas pixels the layer's position puts them on (1 point = 1 pixel,
    /// no resampling): the rest of the canvas stays transparent.
    func testDataURIImageIsDrawnPixelForPixelAtTheLayersPosition() throws {
        let a = try LottieAnimation(json: Self.document(p: "data:image/png;base64,\(Self.png2x2)"))
        XCTAssertEqual(a.warnings, [])
        let frame = try render(try a.composition(resources: SystemResources()))
        XCTAssertEqual(frame[3, 4], Pixel(r: 255, g: 0, b: 0))
        XCTAssertEqual(frame[4, 4], Pixel(r: 0, g: 255, b: 0))
        XCTAssertEqual(frame[3, 5], Pixel(r: 0, g: 0, b: 255))
        XCTAssertEqual(frame[4, 5], Pixel(b: 128, g: 128, r: 128, a: 128))  // white at 128, premultiplied
        var drawn = 0
        for y in 0..<frame.height { for x in 0..<frame.width where frame[x, y].a != 0 { drawn += 1 } }
        XCTAssertEqual(drawn, 4)
    }

    /// The layer's scale stretches the asset's rectangle: at 300 % the image covers 6 × 6 points from the position,
    /// and the centre of each quarter is that pixel's colour.
    func testTheLayersScaleStretchesTheImage() throws {
        let ks = LottieJSON.ks(#""p": {"a": 0, "k": [2, 1]}, "s": {"a": 0, "k": [300, 300]}"#)
        let a = try LottieAnimation(json: Self.document(p: "data:image/png;base64,\(Self.png2x2)", ks: ks))
        let frame = try render(try a.composition(resources: SystemResources()))
        XCTAssertEqual(frame[3, 2], Pixel(r: 255, g: 0, b: 0))
        XCTAssertEqual(frame[6, 2], Pixel(r: 0, g: 255, b: 0))
        XCTAssertEqual(frame[3, 5], Pixel(r: 0, g: 0, b: 255))
        XCTAssertEqual(frame[1, 1].a, 0)
        XCTAssertEqual(frame[8, 7].a, 0)
    }

    /// The image layer's model: a content layer of the asset's size at the origin, holding the asset's image.
    func testTheContentLayerIsTheAssetsSize() throws {
        let a = try LottieAnimation(json: Self.document(p: "data:image/png;base64,\(Self.png2x2)"))
        let content = try XCTUnwrap(a.presentation(of: "layers[0].image", atFrame: 0)).state
        XCTAssertEqual(content.bounds, Rect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(content.contents, "assets[0]")
        XCTAssertEqual(content.contentsGravity, "resize")
    }

    /// A data URI that is not base64, or whose base64 is invalid, is an error naming the asset's `p`. An image layer
    /// naming no asset draws nothing and warns, as lottie-ios (`ImageLayer.setupImage`: "guard let image =
    /// context.imageProvider.imageForAsset(asset: imageAsset) else { … return }").
    func testBadImagesAreErrorsNamingTheirJSONPath() throws {
        for (p, message) in [("data:image/png;base64,@@@", "the data URI's base64 is invalid"),
                             ("data:image/png,rawbytes", "a data URI without \";base64,\"")] {
            XCTAssertThrowsError(try LottieAnimation(json: Self.document(p: p))) { e in
                XCTAssertEqual((e as? LottieError)?.path, "assets[0].p")
                XCTAssertTrue("\(e)".contains(message), "\(e)")
            }
        }
        let a = try LottieAnimation(json: Self.document(p: "data:image/png;base64,AAAA"))
        XCTAssertThrowsError(try a.composition(resources: SystemResources())) { e in
            XCTAssertEqual((e as? LottieError)?.path, "assets[0].p")
        }
        let missing = Self.document(p: "data:image/png;base64,\(Self.png2x2)").replacingOccurrences(of: #""refId": "img""#, with: #""refId": "nope""#)
        let unnamed = try LottieAnimation(json: missing)
        XCTAssertEqual(unnamed.warnings.map(\.path), ["layers[0].refId"])
        XCTAssertTrue(unnamed.warnings[0].message.contains("draws nothing"), "\(unnamed.warnings)")
        XCTAssertEqual(try render(try unnamed.composition(resources: SystemResources()))[4, 4].a, 0)
    }

    /// An image file is read from a dotLottie archive's entry `u` + `p`; outside an archive it is a warning and the
    /// layer draws nothing.
    func testImageFilesComeFromTheArchive() throws {
        let json = Self.document(p: "img_0.png", u: "/images/")
        let plain = try LottieAnimation(json: json)
        XCTAssertEqual(plain.warnings.map(\.path), ["assets[0].p"])
        XCTAssertEqual(try plain.composition(resources: SystemResources()).images.count, 0)
        let manifest = Array(#"{"animations": [{"id": "a"}]}"#.utf8)
        let png = [UInt8](Data(base64Encoded: Self.png2x2)!)
        let files = ["manifest.json": manifest, "animations/a.json": Array(json.utf8), "images/img_0.png": png]
        let archived = try LottieAnimation(dotLottieEntries: Array(files.keys)) { try XCTUnwrap(files[$0]) }
        XCTAssertEqual(archived.warnings, [])
        let frame = try render(try archived.composition(resources: SystemResources()))
        XCTAssertEqual(frame[4, 4], Pixel(r: 0, g: 255, b: 0))
        // `u` pointing elsewhere: lottie-ios finds the file by its name `p` in the image folder
        // (`DotLottieImageProvider`: "return images[asset.name]").
        let elsewhere = Self.document(p: "img_0.png", u: "")
        let byName = ["manifest.json": manifest, "animations/a.json": Array(elsewhere.utf8), "images/img_0.png": png]
        let found = try LottieAnimation(dotLottieEntries: Array(byName.keys)) { try XCTUnwrap(byName[$0]) }
        XCTAssertEqual(found.warnings, [])
        XCTAssertEqual(try render(try found.composition(resources: SystemResources()))[4, 4], Pixel(r: 0, g: 255, b: 0))
        // An archive without the file: a warning naming the animation entry and `p`; the layer draws nothing.
        let without = files.filter { $0.key != "images/img_0.png" }
        let missing = try LottieAnimation(dotLottieEntries: Array(without.keys)) { try XCTUnwrap(without[$0]) }
        XCTAssertEqual(missing.warnings.map(\.path), ["animations/a.json: assets[0].p"])
        XCTAssertEqual(try render(try missing.composition(resources: SystemResources()))[4, 4].a, 0)
    }
}
