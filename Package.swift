// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "animate",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "animate", targets: ["animate"]),
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "Media", targets: ["Media"]),
        .library(name: "SceneFile", targets: ["SceneFile"]),
        .library(name: "PathBoolean", targets: ["PathBoolean"]),
        .library(name: "Lottie", targets: ["Lottie"]),
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
        .target(name: "Lottie", dependencies: ["Geometry", "Motion", "JSONValue"]),
        .target(name: "Layout", dependencies: ["Geometry", "Motion"]),
        .target(name: "Render", dependencies: ["Geometry", "Motion", "Raster", "CCairo", "Layout", "CPango"]),
        .target(name: "Media", dependencies: ["Raster", "CFFmpeg"]),
        .target(name: "SceneFile", dependencies: ["JSONValue", "Geometry", "Motion", "Raster", "Render", "Media", "PathBoolean", "Layout"]),
        .target(name: "PathBoolean", dependencies: ["Geometry", "CGEOS"]),
        .target(name: "Preview", dependencies: ["Geometry", "Motion", "Raster", "Render", "SceneFile"]),
        .executableTarget(
            name: "animate",
            dependencies: [
                "Geometry", "Motion", "Raster", "Render", "Media", "SceneFile", "Preview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Implementation details (C libraries; not API)
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(
            name: "CFFmpeg", pkgConfig: "libavformat",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libavutil-dev"])]
        ),

        .systemLibrary(name: "CGEOS", pkgConfig: "geos", providers: [.apt(["libgeos-dev"])]),

        // MARK: Tests
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "Geometry"], resources: [.copy("Fixtures")]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Geometry", "Motion"], resources: [.copy("Fixtures")]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Motion", "Geometry", "Raster", "Layout", "CPango"]),
        .testTarget(name: "MediaTests", dependencies: ["Media", "Raster", "CFFmpeg"]),
        .testTarget(
            name: "SceneFileTests", dependencies: ["SceneFile", "Motion", "Geometry", "Raster", "Render", "Media", "Layout"],
            exclude: ["Goldens", "Fixtures"]
        ),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "SceneFile", "Geometry", "Raster", "Media"]),
        .testTarget(name: "SceneGoldenTests", dependencies: ["SceneFile", "Render", "Media", "Raster"], exclude: ["Goldens"]),
        .testTarget(name: "PathBooleanTests", dependencies: ["PathBoolean", "Geometry", "Render", "Motion", "Raster"]),
        .testTarget(
            name: "LottieTests", dependencies: ["Lottie", "Render", "Motion", "Geometry", "Raster", "Media", "JSONValue"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "AnimateCLITests", dependencies: ["animate", "Media", "Raster", "Motion"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
