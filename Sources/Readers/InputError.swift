/// A Lottie or dotLottie file that cannot be read, its message starting with the file's path and naming the place
/// (`anim.json: layers[2].ks.o.k[0].s: …`). Bad input: the command line exits 2.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
