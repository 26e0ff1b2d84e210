// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "animate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animate", targets: ["animate"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Composition", targets: ["Composition"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Media", targets: ["Media"]),
        .library(name: "SceneFile", targets: ["SceneFile"]),
        .library(name: "Export", targets: ["Export"]),
        .library(name: "PathBoolean", targets: ["PathBoolean"]),
        .library(name: "Lottie", targets: ["Lottie"]),
        .library(name: "AnimateCA", targets: ["AnimateCA"]),
        .library(name: "ZipArchive", targets: ["ZipArchive"]),
        .library(name: "Readers", targets: ["Readers"]),
        .library(name: "Expressions", targets: ["Expressions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // MARK: Public API
        .target(name: "Geometry"),
        .target(name: "Raster"),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "JSONValue"),
        // A reader: Lottie JSON → Composition. No renderer, no media library, no C module.
        .target(name: "Lottie", dependencies: ["Geometry", "Motion", "JSONValue", "Composition", "Raster", "PathBoolean"]),
        // A reader: Core Animation's Swift API (CALayer, CABasicAnimation, …, UIView) recorded by a virtual run loop
        // (`Stage`) → Composition and scene JSON. No renderer, no media library (docs/swift-api.md).
        .target(name: "AnimateCA", dependencies: ["Geometry", "Motion", "Composition", "PathBoolean", "SceneFile"]),
        .target(name: "Layout", dependencies: ["Geometry", "Motion"]),
        .target(name: "Composition", dependencies: ["JSONValue", "Geometry", "Motion", "Raster"]),
        .target(name: "Render", dependencies: ["Geometry", "Motion", "Raster", "CCairo", "CPango"]),
        .target(name: "Media", dependencies: ["Raster", "CFFmpeg"]),
        // Zip archives from memory (stored and deflate, through zlib), for `.lottie` files.
        .target(name: "ZipArchive", dependencies: ["CZlib"]),
        // A reader: JSON ⇄ Composition. No renderer, no media library, no C module (scripts/test checks).
        .target(name: "SceneFile", dependencies: ["JSONValue", "Geometry", "Motion", "Raster", "Composition", "PathBoolean", "Layout"]),
        // Any input file → Composition: picks the reader (scene file, Lottie, dotLottie) by content.
        .target(name: "Readers", dependencies: ["Composition", "SceneFile", "Lottie", "ZipArchive"]),
        .target(name: "PathBoolean", dependencies: ["Geometry", "CGEOS"]),
        // After Effects expressions for the Lottie reader (its `ExpressionEngine`), evaluated by Duktape.
        .target(name: "Expressions", dependencies: ["Lottie", "CDuktape"]),
        .target(name: "Export", dependencies: ["Geometry", "Motion", "Raster", "Composition", "Render", "Media"]),
        .target(name: "Preview", dependencies: ["Geometry", "Motion", "Raster", "Render", "Composition"]),
        // The review page (`animate report`): renders and compares through Export and Preview; no reader.
        .target(name: "Report", dependencies: ["Composition", "Export", "Preview", "Media", "Raster"]),
        .executableTarget(
            name: "animate",
            dependencies: [
                "Geometry", "Motion", "Raster", "Render", "Media", "Composition", "SceneFile", "Lottie", "Export", "Preview", "Report", "Readers",
                "Expressions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Examples (built with the package; AnimateCLITests runs them)
        .executableTarget(
            name: "slide-and-fade", dependencies: ["Composition", "Export", "Geometry", "Motion"],
            path: "Examples/SlideAndFade"
        ),
        .executableTarget(name: "dot-slide", dependencies: ["AnimateCA", "Export"], path: "Examples/DotSlide"),
        // The seeds' own Core Animation code (000, 001, 003) and the stages that run it (AnimateCATests).
        .target(name: "Seeds", dependencies: ["AnimateCA"], path: "Examples/Seeds", exclude: ["seed001-key.json", "seed003-moves.json"]),

        // MARK: Implementation details (C libraries; not API)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // zlib: already a dependency of FFmpeg's and Cairo's libraries (libpng); used for `.lottie` (zip) files.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Pango's functions are declared in shim.h (checked against Pango's headers by scripts/check-pango-shim):
        // `pkgConfig: "pangocairo"` would bring GLib's `-pthread`, which SwiftPM drops with a warning on every
        // build. "cairo-ft" gives the Cairo and FreeType include paths; the module map links Pango.
        .systemLibrary(name: "CPango", pkgConfig: "cairo-ft", providers: [.apt(["libpango1.0-dev"])]),
        // FFmpeg's headers (libavcodec-dev, libavformat-dev, libavfilter-dev, libswscale-dev, libavutil-dev: scripts/setup)
        // and forwarders that open its libraries with dlopen on first use (Sources/CFFmpeg/Loader.c): not linked.
        .target(name: "CFFmpeg", linkerSettings: [.linkedLibrary("dl")]),

        // Duktape 2.7 from Debian's duktape-dev amalgamation, with the step hook on (Sources/CDuktape/Duktape.c).
        // Optimised even in debug builds: expressions run at every frame, and -O0 Duktape is several times slower.
        .target(name: "CDuktape", cSettings: [.unsafeFlags(["-w", "-O2"])]),

        .systemLibrary(name: "CGEOS", pkgConfig: "geos", providers: [.apt(["libgeos-dev"])]),

        // MARK: Tests
        // Shared by the test targets: the scene reader with the system's resources, golden helpers.
        .target(name: "TestSupport", dependencies: ["Composition", "SceneFile", "Export", "Media", "Raster", "CZlib"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "JSONValueTests", dependencies: ["JSONValue"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Geometry", "Motion"], resources: [.copy("Fixtures")]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Motion", "Geometry", "Raster", "Layout", "CPango", "CCairo"]),
        .testTarget(name: "MediaTests", dependencies: ["Media", "Raster", "CFFmpeg"]),
        .testTarget(
            name: "SceneFileTests", dependencies: ["SceneFile", "TestSupport", "Composition", "Export", "Motion", "Geometry", "Raster", "Render", "Media", "Layout"],
            exclude: ["Goldens", "Fixtures"]
        ),
        .testTarget(name: "ExportTests", dependencies: ["Export", "Composition", "Motion", "Geometry", "Media", "Raster"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "TestSupport", "Composition", "Export", "SceneFile", "Geometry", "Raster", "Media"]),
        .testTarget(name: "SceneGoldenTests", dependencies: ["SceneFile", "TestSupport", "Export", "Render", "Media", "Raster"], exclude: ["Goldens"]),
        .testTarget(name: "PathBooleanTests", dependencies: ["PathBoolean", "Geometry", "Render", "Motion", "Raster"]),
        .testTarget(
            name: "LottieTests", dependencies: ["Lottie", "Render", "Motion", "Geometry", "Raster", "Media", "JSONValue", "Composition", "SceneFile", "Export", "ZipArchive", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ZipArchiveTests", dependencies: ["ZipArchive", "TestSupport"]),
        .testTarget(
            name: "AnimateCATests",
            dependencies: ["animate", "AnimateCA", "Seeds", "Composition", "SceneFile", "Export", "Preview", "Render", "PathBoolean", "Motion", "Geometry", "Raster", "Media", "TestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "ReportTests", dependencies: ["Report"]),
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions", "Lottie", "JSONValue", "Composition", "Motion", "Geometry"]),
        .testTarget(name: "ReadersTests", dependencies: ["Readers", "Composition", "SceneFile", "Lottie", "Export", "TestSupport"]),
        .testTarget(name: "AnimateCLITests", dependencies: ["animate", "slide-and-fade", "dot-slide", "Export", "Preview", "Composition", "Geometry", "SceneFile", "Media", "Raster", "Motion", "Lottie", "Render", "ZipArchive", "TestSupport"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

