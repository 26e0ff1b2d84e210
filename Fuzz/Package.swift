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
        .executableTarget(name: "FuzzJSON", dependencies: [.product(name: "Composition", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzScene", dependencies: [.product(name: "SceneFile", package: "animate"),
                                                            .product(name: "Composition", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzSVG", dependencies: [.product(name: "Geometry", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
        .executableTarget(name: "FuzzLottie", dependencies: [.product(name: "Lottie", package: "animate")],
                          swiftSettings: fuzz, linkerSettings: link),
    ]
)
