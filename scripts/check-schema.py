#!/usr/bin/env python3
"""Checks Scenes/scene.schema.json: the schema against the draft 2020-12 metaschema, every Scenes/*.json against the
schema (must pass), a list of small valid scenes covering the rest of the format (must pass), and a list of small
invalid scenes (must each fail). One line per check; exit 1 on any unexpected
result."""
import copy
import glob
import json
import os
import sys

import jsonschema
from jsonschema import Draft202012Validator

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA_PATH = os.path.join(ROOT, "Scenes", "scene.schema.json")

MINIMAL = {"version": 1, "canvas": {"size": [100, 100]}}


def scene(**overrides):
    s = copy.deepcopy(MINIMAL)
    s.update(overrides)
    return s


def with_layer(layer):
    return scene(layers=[layer])


# (name, scene) pairs that the schema must reject.
INVALID = [
    ("negative canvas duration", scene(canvas={"size": [100, 100], "duration": -1})),
    ("negative animation duration", scene(
        layers=[{"id": "a"}],
        animations=[{"layer": "a", "keyPath": "opacity", "toValue": 0, "duration": -0.5}])),
    ("negative transaction duration", scene(
        layers=[{"id": "a"}], transactions=[{"at": 0, "duration": -1, "set": {"a.opacity": 0}}])),
    ("contentsRect on a plain layer", with_layer({"id": "a", "contentsRect": [0, 0, 1, 1]})),
    ("shadowOpacity above 1", with_layer({"id": "a", "shadowOpacity": 2})),
    ("colour \"#GG0000\"", with_layer({"id": "a", "backgroundColor": "#GG0000"})),
    ("colour component out of 0…1", with_layer({"id": "a", "backgroundColor": [1, 0, 0, 2]})),
    ("colour of 5 hex digits", with_layer({"id": "a", "backgroundColor": "#12345"})),
    ("layer without id", with_layer({"type": "shape", "path": "M0 0 L10 10"})),
    ("nested layer without id", with_layer({"id": "a", "sublayers": [{"opacity": 0.5}]})),
    ("mask without id", with_layer({"id": "a", "mask": {"type": "shape"}})),
    ("unknown layer type", with_layer({"id": "a", "type": "circle"})),
    ("unknown field on a layer", with_layer({"id": "a", "opacity": 1, "colour": "#FFF"})),
    ("shape field on a plain layer", with_layer({"id": "a", "fillColor": "#FFF"})),
    ("gradient field on a shape layer", with_layer({"id": "a", "type": "shape", "colors": ["#FFF", "#000"]})),
    ("replicator field on a plain layer", with_layer({"id": "a", "instanceCount": 3})),
    ("fractional instanceCount", with_layer({"id": "a", "type": "replicator", "instanceCount": 2.5})),
    ("fillRule \"oddEven\"", with_layer({"id": "a", "type": "shape", "fillRule": "oddEven"})),
    ("missing canvas", {"version": 1, "layers": []}),
    ("canvas without size", scene(canvas={"fps": 30})),
    ("unknown top-level field", scene(layer=[])),
    ("wrong type: opacity as string", with_layer({"id": "a", "opacity": "0.5"})),
    ("wrong type: position of 3 numbers", with_layer({"id": "a", "position": [1, 2, 3]})),
    ("transform mixing matrix and rotate", with_layer({"id": "a", "transform": {"matrix": [1, 0, 0, 1, 0, 0], "rotate": 5}})),
    ("matrix3d of 15 numbers", with_layer({"id": "a", "transform": {"matrix3d": [1] * 15}})),
    ("matrix3d mixed with perspective", with_layer({"id": "a", "transform": {"matrix3d": [1] * 16, "perspective": 500}})),
    ("perspective 0", with_layer({"id": "a", "sublayerTransform": {"perspective": 0}})),
    ("transform layer with a path", with_layer({"id": "a", "type": "transformLayer", "path": "M0 0 L1 1"})),
    ("roundedRect style \"squircle\"", with_layer(
        {"id": "a", "type": "shape", "path": {"roundedRect": [0, 0, 10, 10], "style": "squircle"}})),
    ("cornerRadius on a rect shape", with_layer(
        {"id": "a", "type": "shape", "path": {"rect": [0, 0, 10, 10], "cornerRadius": 3}})),
    ("timing function x out of 0…1", scene(
        layers=[{"id": "a"}],
        animations=[{"layer": "a", "keyPath": "opacity", "toValue": 0, "timingFunction": [1.5, 0, 0.5, 1]}])),
    ("animation without layer", scene(layers=[{"id": "a"}], animations=[{"keyPath": "opacity", "toValue": 0}])),
    ("group child naming a layer", scene(
        layers=[{"id": "a"}],
        animations=[{"layer": "a", "type": "group",
                     "animations": [{"layer": "a", "keyPath": "opacity", "toValue": 0}]}])),
    ("unknown animation type", scene(layers=[{"id": "a"}], animations=[{"layer": "a", "type": "tween", "keyPath": "opacity"}])),
    ("spring field on a basic animation", scene(
        layers=[{"id": "a"}], animations=[{"layer": "a", "keyPath": "opacity", "toValue": 0, "mass": 1}])),
    ("transaction without at", scene(layers=[{"id": "a"}], transactions=[{"set": {"a.opacity": 0}}])),
    ("spotlight with one border colour", with_layer(
        {"type": "spotlight", "id": "s", "targets": [[0, 0, 10, 10]], "border": {"colors": ["#FFF"]}})),
    ("spotlight unknown field", with_layer({"type": "spotlight", "id": "s", "targets": [[0, 0, 10, 10]], "frame": [0, 0, 1, 1]})),
]

# (name, scene) pairs that the schema must accept: the format's features beyond the example scenes, including the ones
# the decoder does not implement yet (keyframe and spring animations, text layers, constraints, stacks, alignments).
VALID = [
    ("3-D transforms and a transform layer", with_layer({
        "id": "a", "type": "transformLayer", "anchorPointZ": -50, "isDoubleSided": False,
        "sublayerTransform": {"perspective": 500},
        "sublayers": [{"id": "b", "transform": {"rotateX": 10, "rotateY": 60, "translate": [0, 0, 20], "scale": [1, 1, 2]}},
                      {"id": "c", "transform": {"matrix3d": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1]}}]})),
    ("minimal scene", MINIMAL),
    ("rounded rect with some corners and per-corner radii", with_layer({
        "id": "a", "type": "shape", "path": {"roundedRect": [0, 0, 20, 10], "cornerRadius": 4,
                                             "corners": ["topLeft", "bottomRight"], "cornerRadii": {"topRight": 2}}})),
    ("animations inside a layer, one from the presentation value", with_layer({
        "id": "a", "animations": [
            {"keyPath": "opacity", "toValue": 0, "key": "fade"},
            {"keyPath": "position", "fromValue": "presentation", "toValue": [5, 5], "beginTime": 0.2}]})),
    ("every common layer field", with_layer({
        "id": "a", "type": "layer", "position": [10, 20], "bounds": [0, 0, 30, 40], "anchorPoint": [0, 1],
        "frame": [0, 0, 10, 10], "transform": {"translate": [1, 2], "rotate": 45, "scale": [2, 2]}, "opacity": 0.5,
        "isHidden": False, "zPosition": 2, "backgroundColor": [1, 0.5, 0, 1], "cornerRadius": 8,
        "cornerCurve": "continuous", "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"],
        "borderWidth": 2, "borderColor": "#ABC", "borderPlacement": "outside", "masksToBounds": True,
        "mask": {"id": "m", "type": "shape", "path": "m0 0 h10 v10 z"}, "shadowColor": "#00000080",
        "shadowOpacity": 0.3, "shadowOffset": [0, 2], "shadowRadius": 4, "shadowPath": {"rect": [0, 0, 10, 10]},
        "sublayers": [{"id": "b", "transform": {"matrix": [1, 0, 0, 1, 5, 5]}}]})),
    ("shape layer with every field and shape objects", with_layer({
        "id": "s", "type": "shape", "fillColor": None, "fillRule": "nonZero", "strokeColor": "#FF0000",
        "lineWidth": 2, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 4, "lineDashPattern": [4, 2],
        "lineDashPhase": 1, "strokeStart": 0, "strokeEnd": 0.5,
        "path": {"union": [{"ellipse": [0, 0, 10, 10]},
                           {"subtract": [{"rect": [0, 0, 5, 5]}, "M0 0 L1 1 Q2 2 3 3 C1 2 3 4 5 6 A5 5 0 015 5 Z"]},
                           {"intersect": [{"rect": [0, 0, 5, 5]}, {"rect": [1, 1, 5, 5]}]},
                           {"xor": [{"rect": [0, 0, 5, 5]}, {"rect": [1, 1, 5, 5]}], "transform": {"rotate": 90}},
                           {"roundedRect": [0, 0, 10, 10], "cornerRadius": 3, "style": "quad"}]}})),
    ("gradient and image layers", scene(layers=[
        {"id": "g", "type": "gradient", "colors": ["#000", "#FFFFFF80"], "locations": [0, 1], "startPoint": [0, 0],
         "endPoint": [1, 1], "gradientType": "conic"},
        {"id": "i", "type": "image", "contents": "assets/app-screen.png", "contentsGravity": "resizeAspectFill",
         "contentsRect": [0, 0.25, 1, 0.5]}])),
    ("text layers", scene(layers=[
        {"id": "t", "type": "text", "string": "안녕 Hello", "font": {"family": "Inter", "size": 17, "weight": "semibold"},
         "foregroundColor": "#111", "alignmentMode": "center", "isWrapped": True, "truncationMode": "end"},
        {"id": "u", "type": "text", "string": "x", "font": {"family": "Inter", "size": 12, "weight": 650, "kerning": False, "tracking": 1.5}},
        {"id": "v", "type": "text", "string": "y", "font": {"file": "MyFont.otf", "size": 17}}])),
    ("basic, group, keyframe and spring animations", scene(
        layers=[{"id": "a", "type": "shape", "path": "M0 0 L10 0"}],
        animations=[
            {"layer": "a", "keyPath": "path", "fromValue": "M0 0 L1 1", "toValue": {"ellipse": [0, 0, 5, 5]},
             "morph": "resample", "beginTime": 0.1, "duration": 1, "timingFunction": [0.25, 0.1, 0.25, 1],
             "speed": 2, "timeOffset": 0, "repeatCount": "infinity", "autoreverses": True, "fillMode": "both",
             "isRemovedOnCompletion": False, "isAdditive": False, "isCumulative": False, "key": "morph"},
            {"layer": "a", "type": "group", "duration": 2, "repeatDuration": 4, "animations": [
                {"keyPath": "opacity", "fromValue": 0, "toValue": 1},
                {"type": "spring", "keyPath": "position.y", "byValue": 20, "mass": 1, "stiffness": 200,
                 "damping": 12, "initialVelocity": 0}]},
            {"layer": "a", "type": "keyframe", "keyPath": "position", "values": [[0, 0], [10, 10], [0, 20]],
             "keyTimes": [0, 0.5, 1], "timingFunctions": ["easeIn", "easeOut"], "calculationMode": "cubic",
             "path": "M0 0 L10 10", "rotationMode": "auto"},
            {"layer": "a", "keyPath": "strokeColor", "toValue": [0, 0, 1, 1], "timingFunction": "default"}])),
    ("timing extensions: layer timing, KB values, perceptual springs, removeAnimations", scene(
        layers=[{"id": "a", "beginTime": 1, "speed": 0.5, "timeOffset": 0.2, "sublayers": [{"id": "b", "speed": 2}]}],
        animations=[
            {"layer": "b", "type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0.5],
             "calculationMode": "cubic", "tensionValues": [0, 0.5, 0], "continuityValues": [0, 0, 0],
             "biasValues": [-1, 0, 1]},
            {"layer": "a", "type": "spring", "keyPath": "position.x", "toValue": 10, "perceptualDuration": 0.5,
             "bounce": 0.3, "allowsOverdamping": True}],
        transactions=[{"at": 1, "duration": 0, "removeAnimations": [{"layer": "a", "key": "k"}, {"layer": "b"}]}])),
    ("transactions with completion, constraints, stacks and alignments", scene(
        layers=[{"id": "row", "stack": {"axis": "horizontal", "alignment": "oneThird", "spacing": 8,
                                        "padding": [1, 2, 3, 4]},
                 "sublayers": [{"id": "v1", "bounds": [0, 0, 10, 10],
                                "alignmentGuides": {"leading": "width / 3", "top": 120, "oneThird": "bottom"}}]},
                {"id": "z", "stack": {"axis": "z", "alignment": {"horizontal": "leading", "vertical": "top"}}},
                {"id": "vContain", "stack": {"axis": "vertical"}}],
        constraints=[{"id": "v1Leading", "item": "v1", "attribute": "leading", "relatedBy": "equal",
                      "toItem": "vContain", "toAttribute": "leading", "multiplier": 1, "constant": 10,
                      "priority": 1000, "isActive": True},
                     {"id": "w", "item": "v1", "attribute": "width", "constant": 80}],
        alignments={"oneThird": {"axis": "vertical", "default": "height / 3"}},
        transactions=[{"at": 1, "duration": 0.3, "timingFunction": "easeInEaseOut",
                       "set": {"v1.position": [1, 2], "v1Leading.constant": 20, "row.stack.alignment": "top",
                               "row.stack.spacing": 20, "v1.backgroundColor": None,
                               "z.stack.alignment": {"horizontal": "center", "vertical": "bottom"}},
                       "activate": ["w"], "deactivate": ["v1Leading"],
                       "completion": {"set": {"v1.transform": {"matrix": [1, 0, 0, 1, 0, 0]}}}}])),
    ("spotlight preset with defaults, in sublayers", with_layer(
        {"id": "c", "sublayers": [{"type": "spotlight", "id": "s", "targets": [[0, 0, 10, 10]]}]})),
]


def main():
    failures = 0

    def report(ok, what, detail=""):
        nonlocal failures
        if not ok:
            failures += 1
        print(f"{'ok  ' if ok else 'FAIL'} {what}{(': ' + detail) if detail else ''}")

    try:
        with open(SCHEMA_PATH, encoding="utf-8") as f:
            schema = json.load(f)
    except (OSError, ValueError) as e:
        report(False, "read Scenes/scene.schema.json", str(e))
        return 1
    try:
        Draft202012Validator.check_schema(schema)
        report(schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema",
               "schema is valid against the draft 2020-12 metaschema")
    except jsonschema.exceptions.SchemaError as e:
        report(False, "schema is valid against the draft 2020-12 metaschema", e.message)
        return 1
    validator = Draft202012Validator(schema)

    def errors(instance):
        return sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))

    scenes = sorted(p for p in glob.glob(os.path.join(ROOT, "Scenes", "*.json")) if os.path.abspath(p) != SCHEMA_PATH)
    report(bool(scenes), "found example scenes", ", ".join(os.path.basename(p) for p in scenes) or "none")
    for path in scenes:
        name = os.path.relpath(path, ROOT)
        try:
            with open(path, encoding="utf-8") as f:
                instance = json.load(f)
        except (OSError, ValueError) as e:
            report(False, f"valid: {name}", str(e))
            continue
        errs = errors(instance)
        detail = "; ".join(f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in errs[:3])
        report(not errs, f"valid: {name}", detail)

    for name, instance in VALID:
        errs = errors(instance)
        detail = "; ".join(f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in errs[:3])
        report(not errs, f"accepted: {name}", detail)

    for name, instance in INVALID:
        e = jsonschema.exceptions.best_match(validator.iter_errors(instance))
        if e is not None:
            where = "/".join(map(str, e.absolute_path)) or "(root)"
            message = e.message if len(e.message) <= 90 else e.message[:87] + "..."
            report(True, f"rejected: {name}", f"{where}: {message}")
        else:
            report(False, f"rejected: {name}", "the schema accepted it")

    print(f"{failures} unexpected result(s)" if failures else "all checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
