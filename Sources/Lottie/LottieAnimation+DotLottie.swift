import JSONValue

extension LottieAnimation {
    /// Reads the animation a dotLottie archive plays (see `DotLottie`): `entries` are the archive's entry names,
    /// `read` gives an entry's bytes; `theme` is the id of a theme to apply (`DotLottieTheme`), `nil` for none.
    ///
    /// - Throws: `LottieError` whose path starts with the entry's name (`manifest.json: animations`,
    ///   `animations/a.json: layers[0].ty`), or what `read` throws. An entry name that leads outside the archive's
    ///   folder (`../x`, zip slip) or two entries of one name are refused, as lottie-ios's unzipping refuses them.
    public init(dotLottieEntries entries: [String], theme: String? = nil, options: LottieOptions = LottieOptions(),
                read: (String) throws -> [UInt8]) throws {
        try DotLottie.checkEntryNames(entries)
        guard entries.contains(DotLottie.manifestEntry) else {
            throw LottieError(path: "", "not a dotLottie archive: no \(DotLottie.manifestEntry)")
        }
        let manifestBytes = try read(DotLottie.manifestEntry)
        let name = try DotLottie.animationEntry(manifest: manifestBytes, entries: entries)
        let bytes = try read(name)
        func inEntry(_ e: LottieError) -> LottieError {
            LottieError(path: e.path.isEmpty ? name : "\(name): \(e.path)", e.message)
        }
        var root: JSON
        do {
            if let error = bytes.withUnsafeBufferPointer({ LottieByteScan.scan($0).error }) { throw error }
            root = try LottieAnimation.parse(bytes)
        } catch let e as LottieError {
            throw inEntry(e)
        }
        guard LottieAnimation.isLottie(root) else {
            throw LottieError(path: name, "not a Lottie animation (expected an object with v, fr, ip, op, w and h)")
        }
        var themeWarnings: [LottieWarning] = []
        if let theme {
            guard let entry = DotLottieTheme.entry(for: theme, entries: entries) else {
                let known = DotLottie.themeIDs(manifest: manifestBytes).map { "\"\($0)\"" }.joined(separator: ", ")
                throw LottieError(path: DotLottie.manifestEntry, "no theme \"\(theme)\" in the archive (expected t/\(theme).json or themes/\(theme).json; the manifest lists \(known.isEmpty ? "no themes" : known))")
            }
            let t = try DotLottieTheme(json: try DotLottie.json(try read(entry), entry: entry), entry: entry,
                                       animation: DotLottie.animationID(entry: name))
            root = t.applied(to: root)
            themeWarnings = t.warnings
        }
        do {
            try self.init(json: root, options: options)
        } catch let e as LottieError {
            throw inEntry(e)
        }
        warnings += themeWarnings + DotLottie.notes(entries: entries, theme: theme)
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
            imageAssets[i].archiveName = entry
        }
        archiveEntry = name
    }
}
