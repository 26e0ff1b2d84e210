#if canImport(Glibc)
import Glibc
#endif

/// The process's allocator policy (glibc), set once at start-up by the executable: a library does not change it.
///
/// Cairo allocates every group (`cairo_push_group`) and pixman every image as a fresh zeroed block
/// (`pixman_image_create_bits` → `calloc`), and frees it when the group is popped. With glibc's defaults a freed
/// block at the top of the heap past the trim threshold (dynamic: twice the largest block freed that had been
/// mapped, so a few MiB) goes back to the kernel, and the next frame's group faults it in again page by page:
/// LottieFiles-growth (1000 × 1000, groups of the whole canvas) spent a quarter of its time in the kernel doing so
/// (docs/lottie-speed.md, round 9). Keeping up to `trimThreshold` of freed memory, and serving blocks up to
/// `mmapThreshold` from the heap, makes the next frame's groups reuse the same pages. The pixels do not depend on
/// it (every group is cleared by `calloc` either way).
enum MallocPolicy {
    /// Freed memory kept at the top of a heap before it is returned to the kernel.
    static let trimThreshold: Int32 = 256 << 20
    /// Blocks at least this large are mapped on their own (and unmapped when freed): glibc's largest (32 MiB on
    /// 64-bit, `DEFAULT_MMAP_THRESHOLD_MAX`), a 2 800 × 2 800 ARGB32 group.
    static let mmapThreshold: Int32 = 32 << 20

    /// Sets the thresholds (fixed values also turn off glibc's own adjustment of them). A no-op off glibc.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        // `mallopt` and its parameters are declared in <malloc.h>, which the Glibc module does not bring in: the
        // function is looked up by name (RTLD_DEFAULT, a null handle), the parameters are glibc's values
        // (`M_TRIM_THRESHOLD` −1, `M_MMAP_THRESHOLD` −3, malloc/malloc.h).
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-3, mmapThreshold)
        _ = mallopt(-1, trimThreshold)
        #endif
    }
}
