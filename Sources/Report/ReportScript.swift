/// `report.js`: the frame scrubber, hand-written, no framework. For each scene it shows a range input over the
/// frames (arrow keys step one frame; Page Up/Down, Home and End as for any slider), the frame number and scene
/// time, seeks every video of the scene to that frame (the middle of the frame's display interval, so rounding never
/// shows its neighbour) and moves the cursor over the curve plots. Playing any video plays the scene's others in
/// step. The page works without it: the scrubber is `hidden` until the script shows it (and hides the videos' own
/// controls instead).
enum ReportScript {
    static let javaScript = """
        "use strict";
        (function () {
          function setUp(section) {
            var fps = Number(section.dataset.fps), frames = Number(section.dataset.frames);
            var duration = Number(section.dataset.duration);
            var scrubber = section.querySelector(".scrubber");
            var videos = Array.prototype.slice.call(section.querySelectorAll("video"));
            if (!scrubber || !(frames > 0) || !(fps > 0) || videos.length === 0) return;
            var range = scrubber.querySelector("input"), output = scrubber.querySelector("output");
            var button = scrubber.querySelector("button");
            var cursors = Array.prototype.slice.call(section.querySelectorAll(".plot .cursor"));
            var primary = section.querySelector("video.current") || videos[0];

            function show(k) {
              k = Math.max(0, Math.min(frames - 1, k));
              var t = k / fps;
              var text = "frame " + k + " of " + (frames - 1) + " · " + t.toFixed(3) + " s";
              range.value = String(k);
              range.setAttribute("aria-valuetext", text);
              output.textContent = text;
              section.dataset.frame = String(k);
              cursors.forEach(function (c) {
                var box = c.closest(".plot"), x0 = Number(box.dataset.x0), x1 = Number(box.dataset.x1);
                c.style.left = (x0 + (x1 - x0) * (duration > 0 ? t / duration : 0)) + "%";
                c.hidden = false;
              });
            }
            function seek(k) {
              videos.forEach(function (v) { v.pause(); v.currentTime = (k + 0.5) / fps; });
              show(k);
            }
            function frameOf(v) { return Math.floor(v.currentTime * fps + 1e-6); }

            range.addEventListener("input", function () { seek(Number(range.value)); });
            button.addEventListener("click", function () {
              if (primary.paused) {
                if (primary.ended) videos.forEach(function (v) { v.currentTime = 0; });
                videos.forEach(function (v) { v.play(); });
              } else {
                videos.forEach(function (v) { v.pause(); });
              }
            });
            videos.forEach(function (v) {
              v.addEventListener("play", function () {
                button.textContent = "Pause";
                videos.forEach(function (o) {
                  if (o !== v && o.paused) { o.currentTime = v.currentTime; o.play(); }
                });
              });
              v.addEventListener("pause", function () {
                if (videos.every(function (o) { return o.paused || o === v; })) button.textContent = "Play";
                videos.forEach(function (o) { if (o !== v) o.pause(); });
              });
            });
            primary.addEventListener("timeupdate", function () {
              if (primary.paused) return;
              show(frameOf(primary));
              videos.forEach(function (o) {
                if (o !== primary && Math.abs(o.currentTime - primary.currentTime) > 1 / fps) o.currentTime = primary.currentTime;
              });
            });
            primary.addEventListener("seeked", function () { if (primary.paused) show(frameOf(primary)); });
            // The scrubber's Play button and slider stand in for the videos' own controls, which would cover a
            // small video; without the script the videos keep them.
            videos.forEach(function (v) { v.controls = false; });
            scrubber.hidden = false;
            show(0);
          }
          Array.prototype.forEach.call(document.querySelectorAll("section.scene[data-frames]"), setUp);
        })();

        """
}
