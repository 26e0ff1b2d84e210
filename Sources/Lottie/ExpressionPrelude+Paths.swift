extension ExpressionPrelude {
    /// The whole expression API, values, paths and layer space, as the one program each context runs first.
    static let program = source + "\n" + pathSource + "\n" + spaceSource + "\n" + textSource

    /// Path expressions (`sh` shapes' `ks` with `x`), run after `source`: the property's value is a path object with
    /// lottie-web's path API (`ExpressionManager`'s `createPath`, and `points()`, `inTangents()`, `outTangents()`,
    /// `isClosed()` on a shape value; tangents relative to their vertex, as Lottie stores them), keyframed shapes
    /// interpolated vertex by vertex with their easing. `__pathFrame(f)` answers `p:` and the path as JSON
    /// (`{"c": …, "v": …, "i": …, "o": …}`), which `ExpressionBaker` turns into a shape keyframe.
    static let pathSource = #"""
function __ShapePath(s) {
  this.v = s.v || []; this.i = s.i || []; this.o = s.o || []; this.c = !!s.c;
}
__ShapePath.prototype.points = function () { return __copyPoints(this.v); };
__ShapePath.prototype.inTangents = function () { return __copyPoints(this.i); };
__ShapePath.prototype.outTangents = function () { return __copyPoints(this.o); };
__ShapePath.prototype.isClosed = function () { return this.c; };
function __copyPoints(a) { var out = []; for (var k = 0; k < a.length; k++) out.push(__copy(a[k])); return out; }
function __zeros(n) { var out = []; for (var k = 0; k < n; k++) out.push([0, 0]); return out; }
function createPath(points, inTangents, outTangents, isClosed) {
  points = points || [];
  var n = points.length;
  return new __ShapePath({ v: __copyPoints(points),
                           i: inTangents && inTangents.length ? __copyPoints(inTangents) : __zeros(n),
                           o: outTangents && outTangents.length ? __copyPoints(outTangents) : __zeros(n),
                           c: isClosed === undefined ? true : !!isClosed });
}
function __shapeOf(s) { return __isArray(s) ? s[0] : s; }
function __pathAt(raw, frame) {
  if (!raw) return new __ShapePath({});
  if (!__isKeyframed(raw)) return new __ShapePath(__shapeOf(raw.k) || {});
  var ks = raw.k, n = ks.length, i;
  var startOf = function (j) {
    if (ks[j].s !== undefined) return __shapeOf(ks[j].s);
    if (j > 0 && ks[j - 1].e !== undefined) return __shapeOf(ks[j - 1].e);
    return j > 0 ? startOf(j - 1) : {};
  };
  if (frame <= ks[0].t || n === 1) return new __ShapePath(startOf(0));
  if (frame >= ks[n - 1].t) return new __ShapePath(startOf(n - 1));
  for (i = 0; i < n - 1; i++) if (frame < ks[i + 1].t) break;
  var a = ks[i], from = startOf(i), to = a.e !== undefined ? __shapeOf(a.e) : startOf(i + 1);
  if (a.h === 1 || a.h === true || !to || !to.v || to.v.length !== from.v.length) return new __ShapePath(from);
  var t = (frame - a.t) / (ks[i + 1].t - a.t);
  if (a.o && a.i) t = __bezierEasing(__tangent(a.o.x, 0), __tangent(a.o.y, 0), __tangent(a.i.x, 0), __tangent(a.i.y, 0))(t);
  var lerp = function (p, q) {
    var out = [];
    for (var k = 0; k < p.length; k++) out.push([p[k][0] + (q[k][0] - p[k][0]) * t, p[k][1] + (q[k][1] - p[k][1]) * t]);
    return out;
  };
  return new __ShapePath({ v: lerp(from.v, to.v), i: lerp(from.i, to.i), o: lerp(from.o, to.o), c: from.c });
}
function __pathFrame(f) {
  __enterFrame(f);
  var raw = __prop;
  value = __pathAt(raw, f);
  value.valueAtTime = function (s) { return __pathAt(raw, __num(s) * __fr); };
  value.getValueAtTime = value.valueAtTime;
  value.numKeys = __isKeyframed(raw) ? raw.k.length : 0;
  thisProperty = value;
  var r = __run(__source);
  if (!r || typeof r !== 'object' || !__isArray(r.v)) throw new Error('the result is not a path');
  var c = typeof r.isClosed === 'function' ? r.isClosed() : !!r.c;
  var n = r.v.length, pts = function (a, name) {
    var out = [];
    for (var k = 0; k < n; k++) {
      var p = a && a[k] ? a[k] : [0, 0], x = __num(p[0]), y = __num(p[1]);
      if (typeof x !== 'number' || typeof y !== 'number' || !isFinite(x) || !isFinite(y)) throw new Error('the path\'s ' + name + ' are not finite numbers');
      out.push([x, y]);
    }
    return out;
  };
  return 'p:' + JSON.stringify({ c: c, v: pts(r.v, 'points'), i: pts(r.i, 'in tangents'), o: pts(r.o, 'out tangents') });
}
'path prelude loaded';
"""#
}
