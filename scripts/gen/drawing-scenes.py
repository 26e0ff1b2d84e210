import json, math
out = "/work/wt-drawing/Scenes/"

def dump(name, scene):
    open(out + name, "w").write(json.dumps(scene, indent=1) + "\n")

# ---------- borders.json (seed 000) ----------
W = 10
RADII = [5, 10, 20]          # radius below, equal to, above the width
PLACEMENTS = ["inside", "center", "outside"]
CELL = (120, 90)
layers = []
for row, placement in enumerate(PLACEMENTS):
    y = 40 + row * 140
    for col, r in enumerate(RADII):
        x = 40 + col * 160
        layers.append({
            "id": f"{placement}-r{r}", "frame": [x, y, *CELL], "backgroundColor": "#0000FF",
            "cornerRadius": r, "borderWidth": W, "borderColor": [1, 0, 0, 0.5], "borderPlacement": placement,
        })
    # Seed 000's construction: a shape layer whose path is the outer rounded rect minus the inner one.
    r = 20
    w, h = CELL
    if placement == "inside":
        outer, ro, inner, ri = [0, 0, w, h], r, [W, W, w - 2 * W, h - 2 * W], max(r - W, 0)
    elif placement == "center":
        outer, ro = [-W / 2, -W / 2, w + W, h + W], r + W / 2
        inner, ri = [W / 2, W / 2, w - W, h - W], max(r - W / 2, 0)
    else:
        outer, ro, inner, ri = [-W, -W, w + 2 * W, h + 2 * W], r + W, [0, 0, w, h], r
    x = 40 + 3 * 160
    layers.append({
        "id": f"{placement}-ring", "frame": [x, y, *CELL], "backgroundColor": "#0000FF", "cornerRadius": r,
        "sublayers": [{
            "id": f"{placement}-ring-shape", "type": "shape", "frame": [0, 0, *CELL],
            "path": {"append": [{"roundedRect": outer, "cornerRadius": ro}, {"roundedRect": inner, "cornerRadius": ri}]},
            "fillRule": "evenOdd", "fillColor": [1, 0, 0, 0.5],
        }],
    })
# Bottom row: continuous corners, masked corners, and a radius animating through w.
y = 40 + 3 * 140
layers += [
    {"id": "continuous", "frame": [40, y, 120, 90], "backgroundColor": "#0000FF", "cornerRadius": 20,
     "cornerCurve": "continuous", "borderWidth": W, "borderColor": [1, 0, 0, 0.5], "borderPlacement": "center"},
    {"id": "masked-corners", "frame": [200, y, 120, 90], "backgroundColor": "#0000FF", "cornerRadius": 30,
     "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"], "borderWidth": W,
     "borderColor": [1, 0, 0, 0.5], "borderPlacement": "outside"},
    {"id": "animated", "frame": [360, y, 120, 90], "backgroundColor": "#0000FF", "cornerRadius": 0,
     "borderWidth": W, "borderColor": [1, 0, 0, 0.5], "borderPlacement": "center"},
    {"id": "animated-inside", "frame": [520, y, 120, 90], "backgroundColor": "#0000FF", "cornerRadius": 0,
     "borderWidth": 2, "borderColor": [1, 0, 0, 0.5]},
]
dump("borders.json", {
    "$schema": "scene.schema.json", "version": 1,
    "canvas": {"size": [680, 580], "scale": 2, "fps": 30, "duration": 2, "background": "#FFFFFF"},
    "layers": layers,
    "animations": [
        {"layer": "animated", "keyPath": "cornerRadius", "fromValue": 0, "toValue": 40, "duration": 2,
         "fillMode": "both"},
        {"layer": "animated-inside", "keyPath": "borderWidth", "fromValue": 2, "toValue": 30, "duration": 2,
         "fillMode": "both"},
        {"layer": "animated-inside", "keyPath": "cornerRadius", "fromValue": 0, "toValue": 20, "duration": 2,
         "fillMode": "both"},
    ],
})

# ---------- key-mask.json (seed 001) ----------
# The seed's MaskingView: a 200×200 purple view on black, masked by a shape layer.
handle = {"ellipse": [50, 0, 100, 100]}
key_width = 40
body = {"rect": [50 + (100 - key_width) / 2, 60, key_width, 200 - 50]}
teeth = [
    {"rect": [50 + key_width + (100 - key_width) / 2, 120, 30, 20]},
    {"rect": [50 + key_width + (100 - key_width) / 2, 150, 20, 20]},
    {"rect": [50 + (100 - key_width) / 2 - 20, 130, 20, 20]},
]
hole = {"ellipse": [70, 20, 60, 60]}
# The one-outline key: the arc's ends are where the body's sides x = 80 and x = 120 meet the handle circle
# (centre (100, 50), radius 50): angle = 90° ∓ asin(20/50) = 66.42° and 113.58°.
a0 = math.pi / 2 - math.asin(20 / 50)
ex, ey = 100 + 50 * math.cos(a0), 50 + 50 * math.sin(a0)
left, right = 50 + (100 - key_width) / 2, 50 + (100 + key_width) / 2
outline = (f"M{left:g} 100 L{left:g} 200 L{right:g} 200 L{right:g} 100 L{ex:.9f} {ey:.9f} "
           f"A50 50 0 0 1 {200 - ex:.9f} {ey:.9f} Z")
def view(i, id_, mask):
    return {"id": id_, "frame": [20 + i * 240, 40, 200, 200], "backgroundColor": [0.5, 0, 0.5, 1], "mask": mask}
dump("key-mask.json", {
    "$schema": "scene.schema.json", "version": 1,
    "canvas": {"size": [700, 280], "scale": 2, "fps": 30, "duration": 1, "background": "#000000"},
    "layers": [
        view(0, "oval-view", {"id": "oval-mask", "type": "shape", "frame": [0, 0, 200, 200],
                              "path": {"append": [{"ellipse": [0, 0, 200, 200]}]}}),
        view(1, "wrong-key-view", {"id": "wrong-key-mask", "type": "shape", "frame": [0, 0, 200, 200],
                                   "path": {"append": [handle, body, *teeth, hole]}, "fillRule": "evenOdd"}),
        view(2, "key-view", {"id": "key-mask", "type": "shape", "frame": [0, 0, 200, 200],
                             "path": {"append": [handle, outline, *teeth, hole]}, "fillRule": "evenOdd"}),
    ],
    "animations": [
        {"layer": "oval-mask", "keyPath": "path", "fromValue": {"append": [{"ellipse": [50, 50, 100, 100]}]},
         "toValue": {"append": [{"ellipse": [0, 0, 200, 200]}]}, "duration": 1,
         "timingFunction": "easeInEaseOut", "fillMode": "both"},
        {"layer": "key-mask", "keyPath": "position", "fromValue": [100, 140], "toValue": [100, 100], "duration": 1,
         "timingFunction": "easeOut", "fillMode": "both"},
    ],
})

# ---------- gallery.json ----------
G = []
def cell(col, row):
    return 20 + col * 160, 20 + row * 150
rainbow = ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#007AFF", "#AF52DE"]
x, y = cell(0, 0)
G.append({"id": "axial", "type": "gradient", "frame": [x, y, 140, 120], "colors": rainbow, "startPoint": [0, 0],
          "endPoint": [1, 1], "cornerRadius": 16, "cornerCurve": "continuous"})
x, y = cell(1, 0)
G.append({"id": "radial", "type": "gradient", "frame": [x, y, 140, 120], "gradientType": "radial",
          "colors": ["#FFFFFF", "#007AFF", "#007AFF00"], "locations": [0, 0.6, 1], "startPoint": [0.5, 0.5],
          "endPoint": [1, 1]})
x, y = cell(2, 0)
G.append({"id": "conic", "type": "gradient", "frame": [x, y, 140, 120], "gradientType": "conic",
          "colors": rainbow + ["#FF3B30"], "startPoint": [0.5, 0.5], "endPoint": [0.5, 0], "cornerRadius": 60})
x, y = cell(3, 0)
G.append({"id": "conic-alpha", "type": "gradient", "frame": [x, y, 140, 120], "gradientType": "conic",
          "colors": ["#000000FF", "#00000000"], "startPoint": [0.5, 0.5], "endPoint": [1, 0.5],
          "backgroundColor": "#FFCC00"})
# Caps: three open lines, width 14, with a hairline showing the path's ends.
x, y = cell(0, 1)
for i, cap in enumerate(["butt", "round", "square"]):
    G.append({"id": f"cap-{cap}", "type": "shape", "frame": [x, y + 20 + i * 40, 140, 20],
              "path": "M20 10 L120 10", "strokeColor": "#1C1C1E", "lineWidth": 14, "lineCap": cap,
              "fillColor": None})
    G.append({"id": f"cap-{cap}-guide", "type": "shape", "frame": [x, y + 20 + i * 40, 140, 20],
              "path": "M20 10 L120 10", "strokeColor": "#FF3B30", "lineWidth": 1, "fillColor": None})
# Joins: a zig-zag with each join, the last a miter cut by the limit.
x, y = cell(1, 1)
for i, (join, limit) in enumerate([("miter", 10), ("round", 10), ("bevel", 10), ("miter", 1.5)]):
    G.append({"id": f"join-{join}-{i}", "type": "shape", "frame": [x, y + 5 + i * 32, 140, 30],
              "path": "M15 25 L45 5 L75 25 L105 5 L130 25", "strokeColor": "#007AFF", "lineWidth": 8,
              "lineJoin": join, "miterLimit": limit, "fillColor": None})
# Dashes: patterns and an animated phase ("marching ants").
x, y = cell(2, 1)
G.append({"id": "dash-rect", "type": "shape", "frame": [x, y, 140, 120],
          "path": {"roundedRect": [10, 10, 120, 60], "cornerRadius": 12}, "strokeColor": "#34C759", "lineWidth": 4,
          "lineDashPattern": [12, 6], "fillColor": None})
G.append({"id": "dash-line", "type": "shape", "frame": [x, y, 140, 120],
          "path": "M10 95 L130 95", "strokeColor": "#1C1C1E", "lineWidth": 6, "lineCap": "round",
          "lineDashPattern": [0, 12], "fillColor": None})
G.append({"id": "dash-odd", "type": "shape", "frame": [x, y, 140, 120],
          "path": "M10 112 L130 112", "strokeColor": "#AF52DE", "lineWidth": 3, "lineDashPattern": [10, 4, 2],
          "fillColor": None})
# Trims: strokeEnd across two sub-paths (a circle and a line).
x, y = cell(3, 1)
G.append({"id": "trim", "type": "shape", "frame": [x, y, 140, 120],
          "path": {"append": [{"ellipse": [20, 10, 60, 60]}, "M20 100 L130 100"]},
          "strokeColor": "#FF9500", "lineWidth": 6, "lineCap": "round", "fillColor": None, "strokeEnd": 0.25})
# Shadows.
x, y = cell(0, 2)
G.append({"id": "shadow-default", "frame": [x + 20, y + 20, 100, 80], "backgroundColor": "#FFFFFF",
          "cornerRadius": 12, "shadowOpacity": 0.5})
x, y = cell(1, 2)
G.append({"id": "shadow-soft", "frame": [x + 20, y + 20, 100, 80], "backgroundColor": "#FFFFFF",
          "cornerRadius": 12, "shadowOpacity": 0.3, "shadowRadius": 12, "shadowOffset": [0, 8]})
x, y = cell(2, 2)
G.append({"id": "shadow-shape", "type": "shape", "frame": [x + 20, y + 10, 100, 100],
          "path": "M50 0 L61 35 L98 35 L68 57 L79 92 L50 70 L21 92 L32 57 L2 35 L39 35 Z", "fillColor": "#FFCC00",
          "shadowColor": "#FF3B30", "shadowOpacity": 1, "shadowRadius": 6, "shadowOffset": [4, 4]})
x, y = cell(3, 2)
G.append({"id": "shadow-path", "frame": [x + 20, y + 20, 100, 80], "backgroundColor": "#34C759",
          "shadowOpacity": 0.6, "shadowRadius": 4, "shadowOffset": [0, 0],
          "shadowPath": {"ellipse": [0, 70, 100, 20]}})
# Group opacity vs per-sublayer opacity, and a sublayer transform.
x, y = cell(0, 3)
def pair(id_, px, opacity_on_group):
    subs = [
        {"id": f"{id_}-a", "frame": [0, 0, 60, 60], "backgroundColor": "#FF3B30",
         **({} if opacity_on_group else {"opacity": 0.5})},
        {"id": f"{id_}-b", "frame": [30, 30, 60, 60], "backgroundColor": "#007AFF",
         **({} if opacity_on_group else {"opacity": 0.5})},
    ]
    return {"id": id_, "frame": [px, y + 10, 90, 90], **({"opacity": 0.5} if opacity_on_group else {}),
            "sublayers": subs}
G.append(pair("group-opacity", x, True))
G.append(pair("sublayer-opacity", x + 160, False))
x, y = cell(2, 3)
G.append({"id": "sublayer-transform", "frame": [x + 20, y + 10, 100, 100], "backgroundColor": "#E5E5EA",
          "sublayerTransform": {"rotate": 15},
          "sublayers": [{"id": f"st-{i}", "frame": [10 + i * 30, 35, 20, 30], "backgroundColor": c}
                        for i, c in enumerate(["#FF3B30", "#34C759", "#007AFF"])]})
x, y = cell(3, 3)
G.append({"id": "gradient-mask-view", "frame": [x, y + 10, 140, 100], "backgroundColor": "#007AFF",
          "mask": {"id": "gradient-mask", "type": "gradient", "frame": [0, 0, 140, 100],
                   "colors": ["#000000FF", "#00000000"], "startPoint": [0, 0.5], "endPoint": [1, 0.5]}})
dump("gallery.json", {
    "$schema": "scene.schema.json", "version": 1,
    "canvas": {"size": [660, 620], "scale": 2, "fps": 30, "duration": 1, "background": "#F2F2F7"},
    "layers": G,
    "animations": [
        {"layer": "dash-rect", "keyPath": "lineDashPhase", "fromValue": 0, "toValue": 36, "duration": 1,
         "fillMode": "both"},
        {"layer": "trim", "keyPath": "strokeEnd", "fromValue": 0.25, "toValue": 1, "duration": 1,
         "fillMode": "both"},
        {"layer": "conic", "keyPath": "endPoint", "fromValue": [0.5, 0], "toValue": [1, 0.5],
         "duration": 1, "fillMode": "both"},
        {"layer": "shadow-soft", "keyPath": "shadowRadius", "fromValue": 12, "toValue": 2, "duration": 1,
         "fillMode": "both"},
        {"layer": "shadow-soft", "keyPath": "shadowOffset", "fromValue": [0, 8], "toValue": [0, 2], "duration": 1,
         "fillMode": "both"},
    ],
})
