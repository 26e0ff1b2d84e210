/// `report.css`: plain, readable on a phone (one column below 40 rem, nothing wider than the screen but tables,
/// which scroll on their own), pass and fail told by words as well as colour.
enum ReportStyle {
    static let css = """
        :root { color-scheme: light; --fail: #b3261e; --pass: #1b6e3a; --muted: #5f6368; --rule: #d0d4da; }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 80rem; padding: 1rem; font: 16px/1.45 system-ui, sans-serif; color: #1f2328; background: #fff; }
        h1 { font-size: 1.6rem; margin: 0.2rem 0; }
        h2 { font-size: 1.3rem; margin: 0 0 0.6rem; overflow-wrap: anywhere; }
        h3 { font-size: 1.05rem; margin: 1.4rem 0 0.5rem; }
        code { font: 0.9em ui-monospace, monospace; overflow-wrap: anywhere; }
        img, video { max-width: 100%; height: auto; }
        section { border-top: 1px solid var(--rule); padding: 1rem 0 1.5rem; }
        .path { font-weight: normal; font-size: 0.85rem; color: var(--muted); }
        .badge { font-size: 0.8rem; color: #fff; background: var(--fail); padding: 0.1rem 0.45rem; border-radius: 0.3rem; vertical-align: middle; }
        .muted { color: var(--muted); }
        .note { color: var(--muted); font-size: 0.9rem; }
        .verdict { font-weight: 600; padding: 0.5rem 0.75rem; border-left: 0.3rem solid; }
        .verdict.pass { border-color: var(--pass); color: var(--pass); }
        .verdict.fail { border-color: var(--fail); color: var(--fail); }
        .table { overflow-x: auto; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: 0.3rem 0.6rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
        tr.fail td, tr.fail th { color: var(--fail); }
        .settings { display: flex; flex-wrap: wrap; gap: 0.3rem 1.5rem; margin: 0; }
        .settings dt { font-size: 0.8rem; color: var(--muted); }
        .settings dd { margin: 0; }
        figure { margin: 0; }
        figcaption { font-size: 0.85rem; color: var(--muted); margin-top: 0.2rem; }
        .videos, .plots, .stills { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
        .videos figure, .stills figure { max-width: 100%; }
        video { display: block; background: #000; }
        /* An outline, not a border: the picture's box stays its size in points. */
        .videos figure > video, .videos figure > img, .stack { outline: 1px solid var(--rule); }
        .stack { position: relative; isolation: isolate; background: #000; }
        .stack video { width: 100%; }
        .stack video + video { position: absolute; inset: 0; mix-blend-mode: difference; }
        .stage { display: flex; flex-wrap: wrap; gap: 0 2rem; align-items: flex-start; }
        .stage > .motion { flex: 0 1 auto; max-width: 100%; }
        .stage > .curves { flex: 1 1 28rem; min-width: 0; }
        /* width 0, min-width 100%: as wide as the videos, never wider. */
        .scrubber { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.75rem; margin: 0.75rem 0; width: 0; min-width: 100%; }
        .scrubber input { flex: 1 1 8rem; min-width: 0; }
        .scrubber output { flex: 1 0 100%; font-variant-numeric: tabular-nums; }
        .scrubber button { font: inherit; padding: 0.25rem 0.9rem; }
        .plots figure { flex: 1 1 28rem; min-width: 0; }
        details.curves > summary { cursor: pointer; margin: 1.4rem 0 0.5rem; }
        details.curves > summary h3 { display: inline; margin: 0; }
        .plot { overflow-x: auto; }
        .plot .frame { position: relative; min-width: 36rem; }
        .plot img { display: block; width: 100%; }
        .cursor { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: rgba(179, 38, 30, 0.8); pointer-events: none; }
        .sheet { display: block; }
        .golden { margin: 0.75rem 0 1.25rem; }
        .golden > figcaption { font-size: 0.95rem; color: inherit; margin: 0 0 0.4rem; }
        .golden.fail > figcaption, .golden.missing > figcaption { color: var(--fail); }
        .stills img { display: block; border: 1px solid var(--rule); }
        .notes { padding-left: 1.2rem; }
        .notes li { margin: 0.2rem 0; overflow-wrap: anywhere; }
        .rule { color: var(--muted); font-size: 0.85rem; }
        :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
        @media (max-width: 40rem) {
          body { padding: 0.75rem; font-size: 15px; }
          th, td { padding: 0.3rem 0.35rem; }
          #summary table { font-size: 0.85rem; }
          .plots figure { flex-basis: 100%; }
        }

        """
}
