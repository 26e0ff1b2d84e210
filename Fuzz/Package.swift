// swift-tools-version:6.0
// Coverage-guided fuzz targets (libFuzzer, `-sanitize=fuzzer`), kept out of the main package so that its build
// and tests never need the fuzzer runtime. Built and run by `scripts/fuzz TARGET SECONDS` into `.build-fuzz/`.
import PackageDescription

let fuzz: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer", "-parse-as-library"])]
let link: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

let package = Package(
    name: "AnimateFuzz",
    dependencies: [.package(name: "animate", path: "..")],
    targets: [
        .target(name: "FuzzDriver", swiftSettings: fuzz),
        .executableTarget(name: "FuzzJSON", dependencies: ["FuzzDriver", .product(name: "Composition", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzDriver", .product(name: "SceneFile", package: "animate"),
                                                            .product(name: "Composition", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzSVG", dependencies: ["FuzzDriver", .product(name: "Geometry", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzLottie", dependencies: ["FuzzDriver", .product(name: "Lottie", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzZip", dependencies: ["FuzzDriver", .product(name: "ZipArchive", package: "animate"),
                                                          .product(name: "Lottie", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzExpression", dependencies: ["FuzzDriver", .product(name: "Lottie", package: "animate"),
                                                                 .product(name: "Expressions", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
    ]
)
