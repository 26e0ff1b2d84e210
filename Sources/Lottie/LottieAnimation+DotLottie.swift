import JSONValue

extension LottieAnimation {
    /// Reads the animation a dotLottie archive plays (see `DotLottie`): `entries` are the archive's entry names,
    /// `read` gives an entry's bytes.
    ///
    /// - Throws: `LottieError` whose path starts with the entry's name (`manifest.json: animations`,
    ///   `animations/a.json: layers[0].ty`), or what `read` throws.
    public init(dotLottieEntries entries: [String], read: (String) throws -> [UInt8]) throws {
        guard entries.contains(DotLottie.manifestEntry) else {
            throw LottieError(path: "", "not a dotLottie archive: no \(DotLottie.manifestEntry)")
        }
        let name = try DotLottie.animationEntry(manifest: try read(DotLottie.manifestEntry), entries: entries)
        let root = try DotLottie.json(try read(name), entry: name)
        guard LottieAnimation.isLottie(root) else {
            throw LottieError(path: name, "not a Lottie animation (expected an object with v, fr, ip, op, w, h and layers)")
        }
        do {
            try self.init(json: root)
        } catch let e as LottieError {
            throw LottieError(path: e.path.isEmpty ? name : "\(name): \(e.path)", e.message)
        }
        // Image files: the archive's entry `u` + `p` (`images/img_0.png`).
        for i in imageAssets.indices where imageAssets[i].embedded == nil {
            let entry = imageAssets[i].archiveEntry
            guard entries.contains(entry) else {
                throw LottieError(path: "\(name): \(imageAssets[i].path).p", "no entry \"\(entry)\" in the archive for this image")
            }
            imageAssets[i].embedded = try read(entry)
            warnings.removeAll { $0.path == imageAssets[i].path + ".p" }
        }
    }
}
