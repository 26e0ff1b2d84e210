import JSONValue

extension LottieAnimation {
    /// Reads the animation a dotLottie archive plays (see `DotLottie`): `entries` are the archive's entry names,
    /// `read` gives an entry's bytes.
    ///
    /// - Throws: `LottieError` whose path starts with the entry's name (`manifest.json: animations`,
    ///   `animations/a.json: layers[0].ty`), or what `read` throws.
    public init(dotLottieEntries entries: [String], options: LottieOptions = LottieOptions(),
                read: (String) throws -> [UInt8]) throws {
        guard entries.contains(DotLottie.manifestEntry) else {
            throw LottieError(path: "", "not a dotLottie archive: no \(DotLottie.manifestEntry)")
        }
        let name = try DotLottie.animationEntry(manifest: try read(DotLottie.manifestEntry), entries: entries)
        let root = try DotLottie.json(try read(name), entry: name)
        guard LottieAnimation.isLottie(root) else {
            throw LottieError(path: name, "not a Lottie animation (expected an object with v, fr, ip, op, w, h and layers)")
        }
        do {
            try self.init(json: root, options: options)
        } catch let e as LottieError {
            throw LottieError(path: e.path.isEmpty ? name : "\(name): \(e.path)", e.message)
        }
        // Image files: the archive's entry `u` + `p` (`images/img_0.png`), else the file named `p` in the image
        // folder, which is where lottie-ios looks (`DotLottieImageProvider`: "images[url.lastPathComponent] = image"
        // for each file of the folder, then "return images[asset.name]"). An image found in neither draws nothing
        // and warns, as lottie-ios shows an empty layer.
        for i in imageAssets.indices where imageAssets[i].embedded == nil {
            let asset = imageAssets[i]
            let candidates = [asset.archiveEntry] + DotLottie.imageFolders.map { $0 + asset.name }
            warnings.removeAll { $0.path == asset.path + ".p" }
            guard let entry = candidates.first(where: entries.contains) else {
                warnings.append(LottieWarning(path: "\(name): \(asset.path).p", "no entry \"\(asset.archiveEntry)\" in the archive for this image: the layer draws nothing (as in lottie-ios)"))
                continue
            }
            imageAssets[i].embedded = try read(entry)
        }
    }
}
