/// The After Effects expression API, in JavaScript (ES5.1), run once in each `ExpressionContext` before any
/// expression: the names Lottie players offer (airbnb/lottie-web's `ExpressionManager` and its interfaces, ThorVG's
/// `tvgLottieExpressions`), written here from After Effects' expression reference. docs/lottie.md, "Expressions",
/// lists them.
///
/// The Swift side (`ExpressionBaker`) calls `__setComp(document, compositionIndex)`, then `__setProp(layer, property,
/// seed, source)` once per expression, then `__frame(f)` for each frame (`ExpressionContext.call`, no program text):
/// it returns the value as text (`n:1.5`, `a:1,2,3`) or throws.
///
/// Property values follow the file's keyframes (hold, per-dimension Bézier easing, spatial Bézier position by arc
/// length); properties of other layers read their keyframed values (their own expressions are not applied).
/// `wiggle`, `random` and `Math.random` draw from a generator seeded by the property's JSON path and the frame:
/// the same frame always gives the same value. There is no clock (`Date` is removed), no I/O, and no regular
/// expressions (Duktape's RegExp executor cannot be interrupted by the step budget).
enum ExpressionPrelude {
    static let source = #"""
(function (G) {
  delete G.Duktape; delete G.Date;
  var noRegExp = function () { throw new Error('regular expressions are not available in expressions'); };
  var isRegExp = function (x) { return Object.prototype.toString.call(x) === '[object RegExp]'; };
  var RP = Object.getPrototypeOf(/x/);
  RP.exec = noRegExp; RP.test = noRegExp;
  ['match', 'search', 'replace', 'split'].forEach(function (name) {
    var original = String.prototype[name];
    String.prototype[name] = function (a, b) {
      if (isRegExp(a)) noRegExp();
      return original.call(this, a, b);
    };
  });
  delete G.RegExp;
})(this);

var __dims = 0, __doc, __comp, __layer, __prop, __property, __propertyMethods, __seed = 0, __source = '', __frameNumber = 0, __fr = 30, __rng = 1;
var time = 0, value = 0, thisProperty, thisComp, __thisLayer = null;
// This layer and its shortcuts, made when an expression first names them in a frame.
(function (G) {
  var layer = function () {
    if (__thisLayer === null) __thisLayer = __Layer(__layer, __comp, __comp.layers.indexOf(__layer) + 1);
    return __thisLayer;
  };
  var names = { thisLayer: function () { return layer(); }, transform: function () { return layer().transform; },
    effect: function () { return layer().effect; }, content: function () { return layer().content; },
    index: function () { return layer().index; }, inPoint: function () { return layer().inPoint; },
    outPoint: function () { return layer().outPoint; },
    toComp: function () { return layer().toComp; }, fromComp: function () { return layer().fromComp; },
    toWorld: function () { return layer().toWorld; }, fromWorld: function () { return layer().fromWorld; } };
  ['anchorPoint', 'position', 'scale', 'rotation', 'opacity'].forEach(function (k) {
    names[k] = function () { return layer().transform[k]; };
  });
  Object.keys(names).forEach(function (k) {
    Object.defineProperty(G, k, { get: names[k], set: function (v) { Object.defineProperty(G, k, { value: v, writable: true, configurable: true }); }, configurable: true });
  });
})(this);

// ---- numbers and vectors ----
function __plain(x) {
  if (x instanceof Number || x instanceof Boolean || x instanceof String) return x.valueOf();
  return x;
}
function __isArray(x) { return Object.prototype.toString.call(x) === '[object Array]'; }
function __copy(a) { var out = []; for (var i = 0; i < a.length; i++) out.push(__plain(a[i])); return out; }
function __num(x) { x = __plain(x); if (typeof x === 'boolean') return x ? 1 : 0; return x; }
function $bm_isInstanceOfArray(x) { return __isArray(x); }
function isNumerable(t, x) { return t === 'number' || t === 'boolean' || x instanceof Number; }
function $bm_neg(a) {
  a = __plain(a);
  if (__isArray(a)) { var out = __copy(a); for (var i = 0; i < out.length; i++) out[i] = -out[i]; return out; }
  return -a;
}
function __combine(a, b, f, scalarToFirst) {
  a = __plain(a); b = __plain(b);
  var ta = typeof a, tb = typeof b, i, out;
  if (ta === 'string' || tb === 'string') return null;
  if (!__isArray(a) && !__isArray(b)) return f(__num(a), __num(b));
  if (__isArray(a) && __isArray(b)) {
    out = []; var n = Math.max(a.length, b.length);
    for (i = 0; i < n; i++) out.push(f(__num(i < a.length ? a[i] : 0), __num(i < b.length ? b[i] : 0)));
    return out;
  }
  if (__isArray(a)) {
    out = __copy(a);
    if (scalarToFirst) { out[0] = f(__num(out[0]), __num(b)); return out; }
    for (i = 0; i < out.length; i++) out[i] = f(__num(out[i]), __num(b));
    return out;
  }
  out = __copy(b);
  if (scalarToFirst) { out[0] = f(__num(a), __num(out[0])); return out; }
  for (i = 0; i < out.length; i++) out[i] = f(__num(a), __num(out[i]));
  return out;
}
function $bm_sum(a, b) {
  var r = __combine(a, b, function (x, y) { return x + y; }, true);
  return r === null ? __plain(a) + __plain(b) : r;
}
function $bm_sub(a, b) {
  var r = __combine(a, b, function (x, y) { return x - y; }, true);
  return r === null ? __plain(a) - __plain(b) : r;
}
function $bm_mul(a, b) {
  var r = __combine(a, b, function (x, y) { return x * y; }, false);
  return r === null ? __plain(a) * __plain(b) : r;
}
function $bm_div(a, b) {
  var r = __combine(a, b, function (x, y) { return x / y; }, false);
  return r === null ? __plain(a) / __plain(b) : r;
}
function $bm_mod(a, b) {
  var r = __combine(a, b, function (x, y) { return x % y; }, false);
  return r === null ? __plain(a) % __plain(b) : r;
}
var sum = $bm_sum, add = $bm_sum, sub = $bm_sub, mul = $bm_mul, div = $bm_div, mod = $bm_mod;
function clamp(v, lo, hi) {
  v = __plain(v); lo = __plain(lo); hi = __plain(hi);
  if (!__isArray(v)) { var a = Math.min(lo, hi), b = Math.max(lo, hi); return Math.min(Math.max(v, a), b); }
  var out = __copy(v);
  for (var i = 0; i < out.length; i++) {
    var l = __isArray(lo) ? lo[i] : lo, h = __isArray(hi) ? hi[i] : hi;
    out[i] = Math.min(Math.max(out[i], Math.min(l, h)), Math.max(l, h));
  }
  return out;
}
function dot(a, b) { a = __plain(a); b = __plain(b); var s = 0; for (var i = 0; i < Math.min(a.length, b.length); i++) s += a[i] * b[i]; return s; }
function cross(a, b) {
  a = __plain(a); b = __plain(b);
  var a2 = a.length > 2 ? a[2] : 0, b2 = b.length > 2 ? b[2] : 0;
  return [a[1] * b2 - a2 * b[1], a2 * b[0] - a[0] * b2, a[0] * b[1] - a[1] * b[0]];
}
function length(a, b) {
  a = __plain(a);
  if (b !== undefined) a = $bm_sub(a, b);
  if (!__isArray(a)) return Math.abs(a);
  var s = 0; for (var i = 0; i < a.length; i++) s += a[i] * a[i];
  return Math.sqrt(s);
}
function normalize(a) { var l = length(a); return l === 0 ? $bm_mul(a, 0) : $bm_div(a, l); }
function degreesToRadians(d) { return d * Math.PI / 180; }
function radiansToDegrees(r) { return r * 180 / Math.PI; }
function lookAt(from, to) {
  var d = normalize($bm_sub(to, from));
  return [radiansToDegrees(Math.atan2(d[0], d[2] || 0)), radiansToDegrees(Math.asin(-d[1])), 0];
}

// ---- interpolation (After Effects: linear, and ease/easeIn/easeOut as lottie-web's Bézier easings) ----
function __bezierEasing(x1, y1, x2, y2) {
  function at(a1, a2, t) { var u = 1 - t; return 3 * u * u * t * a1 + 3 * u * t * t * a2 + t * t * t; }
  return function (p) {
    if (p <= 0) return 0;
    if (p >= 1) return 1;
    if (x1 === y1 && x2 === y2) return p;
    var lo = 0, hi = 1, t = p;
    for (var i = 0; i < 60; i++) {
      var x = at(x1, x2, t);
      if (Math.abs(x - p) < 1e-12) break;
      if (x < p) lo = t; else hi = t;
      t = (lo + hi) / 2;
    }
    return at(y1, y2, t);
  };
}
var __easeBoth = __bezierEasing(0.333, 0, 0.667, 1), __easeIn = __bezierEasing(0.333, 0, 1, 1),
    __easeOut = __bezierEasing(0, 0, 0.667, 1);
function __interpolator(curve) {
  return function (t, tMin, tMax, v1, v2) {
    if (v1 === undefined) { v1 = tMin; v2 = tMax; tMin = 0; tMax = 1; }
    t = __plain(t); tMin = __plain(tMin); tMax = __plain(tMax);
    if (tMax < tMin) { var s = tMax; tMax = tMin; tMin = s; var v = v2; v2 = v1; v1 = v; }
    var p = tMax === tMin ? (t >= tMax ? 1 : 0) : (t - tMin) / (tMax - tMin);
    p = curve(Math.min(Math.max(p, 0), 1));
    return $bm_sum(v1, $bm_mul($bm_sub(v2, v1), p));
  };
}
var linear = __interpolator(function (p) { return p; });
var ease = __interpolator(__easeBoth), easeIn = __interpolator(__easeIn), easeOut = __interpolator(__easeOut);

// ---- seeded randomness: the same property at the same frame always draws the same numbers ----
function __mix(h, x) {
  h = (h ^ (x >>> 0)) >>> 0;
  h = (((h & 0xffff) * 0x85eb) + ((((h >>> 16) * 0x85eb) & 0xffff) << 16)) >>> 0;
  h = (h ^ (h >>> 13)) >>> 0;
  h = (((h & 0xffff) * 0xc2b2) + ((((h >>> 16) * 0xc2b2) & 0xffff) << 16)) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}
function __unit(h) { return h / 4294967296; }
function __next() { __rng = __mix(__rng, 0x9e3779b9); return __unit(__rng); }
Math.random = __next;
function seedRandom(offset, timeless) {
  __rng = __mix(__mix(__seed, Math.floor(__num(offset) * 1000)), timeless ? 0x7fffffff : __frameNumber * 1000);
}
function random(a, b) {
  a = __plain(a); b = __plain(b);
  if (a === undefined) return __next();
  if (b === undefined) { b = a; a = __isArray(b) ? $bm_mul(b, 0) : 0; }
  if (__isArray(a) || __isArray(b)) {
    var n = Math.max(__isArray(a) ? a.length : 0, __isArray(b) ? b.length : 0), out = [];
    for (var i = 0; i < n; i++) {
      var lo = __isArray(a) ? a[i] : a, hi = __isArray(b) ? b[i] : b;
      out.push(lo + (hi - lo) * __next());
    }
    return out;
  }
  return a + (b - a) * __next();
}
function gaussRandom(a, b) {
  var u = Math.max(__next(), 1e-12), v = __next();
  var g = Math.min(Math.max(Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v) / 6 + 0.5, 0), 1);
  if (a === undefined) return g;
  if (b === undefined) { b = a; a = 0; }
  return $bm_sum(a, $bm_mul($bm_sub(b, a), g));
}
// Smooth noise in [-1, 1] of x, per (dimension, octave): values at whole numbers, eased in between.
function __noise(dim, octave, x) {
  var i = Math.floor(x), f = x - i;
  var key = __mix(__mix(__seed, dim * 131 + octave), 0);
  var a = __unit(__mix(key, i | 0)) * 2 - 1, b = __unit(__mix(key, (i + 1) | 0)) * 2 - 1;
  var s = f * f * (3 - 2 * f);
  return a + (b - a) * s;
}
function __wiggle(v, freq, amp, octaves, ampMult, t) {
  freq = __num(freq); amp = __num(amp);
  octaves = octaves === undefined ? 1 : Math.max(1, Math.min(16, Math.floor(__num(octaves))));
  ampMult = ampMult === undefined ? 0.5 : __num(ampMult);
  t = t === undefined ? time : __num(t);
  v = __plain(v);
  if (!__isArray(v)) return v + __wiggleOne(0, freq, amp, octaves, ampMult, t);
  var out = __copy(v);
  for (var i = 0; i < out.length; i++) out[i] += __wiggleOne(i, freq, amp, octaves, ampMult, t);
  return out;
}
function __wiggleOne(dim, freq, amp, octaves, ampMult, t) {
  var total = 0, a = 1, f = freq;
  for (var o = 0; o < octaves; o++) { total += __noise(dim, o, t * f) * a; a *= ampMult; f *= 2; }
  return total * amp;
}

// ---- keyframes ----
function __isKeyframed(p) {
  return p && __isArray(p.k) && p.k.length > 0 && typeof p.k[0] === 'object' && p.k[0] !== null && p.k[0].t !== undefined;
}
function __scalarShape(p) {
  if (!p) return true;
  if (!__isKeyframed(p)) return !__isArray(p.k);
  var s = p.k[0].s;
  return !__isArray(s) || s.length === 1;
}
function __shape(v, scalar) { return scalar && __isArray(v) ? v[0] : v; }
function __tangent(a, i) {
  if (a === undefined) return undefined;
  return __isArray(a) ? (i < a.length ? a[i] : a[a.length - 1]) : a;
}
function __cubic(p0, p1, p2, p3, t) {
  var u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}
function __spatial(from, to, out, inn, p) {
  var N = 64, lens = [0], prev = from, total = 0, d, j, k, q;
  var at = function (t) {
    var r = []; for (var i = 0; i < from.length; i++) r.push(__cubic(from[i], from[i] + (out[i] || 0), to[i] + (inn[i] || 0), to[i], t));
    return r;
  };
  for (j = 1; j <= N; j++) { q = at(j / N); d = 0; for (k = 0; k < q.length; k++) d += (q[k] - prev[k]) * (q[k] - prev[k]); total += Math.sqrt(d); lens.push(total); prev = q; }
  if (total === 0) return at(p);
  var target = p * total;
  for (j = 1; j <= N; j++) if (lens[j] >= target) break;
  if (j > N) return at(1);
  var seg = lens[j] - lens[j - 1], f = seg === 0 ? 0 : (target - lens[j - 1]) / seg;
  return at((j - 1 + f) / N);
}
function __valueAt(p, frame) {
  if (!p) return 0;
  var scalar = __scalarShape(p);
  if (!__isKeyframed(p)) return __shape(__plain(p.k), scalar);
  var ks = p.k, n = ks.length, i;
  var startOf = function (j) {
    if (ks[j].s !== undefined) return ks[j].s;
    if (j > 0 && ks[j - 1].e !== undefined) return ks[j - 1].e;
    return j > 0 ? startOf(j - 1) : 0;
  };
  if (frame <= ks[0].t || n === 1) return __shape(__copyValue(startOf(0)), scalar);
  if (frame >= ks[n - 1].t) return __shape(__copyValue(startOf(n - 1)), scalar);
  for (i = 0; i < n - 1; i++) if (frame < ks[i + 1].t) break;
  var a = ks[i], from = startOf(i), to = a.e !== undefined ? a.e : startOf(i + 1);
  if (a.h === 1 || a.h === true || to === undefined) return __shape(__copyValue(from), scalar);
  var p0 = (frame - a.t) / (ks[i + 1].t - a.t);
  var eased = function (dim) {
    if (!a.o || !a.i) return p0;
    return __bezierEasing(__tangent(a.o.x, dim), __tangent(a.o.y, dim), __tangent(a.i.x, dim), __tangent(a.i.y, dim))(p0);
  };
  if (!__isArray(from)) return from + (to - from) * eased(0);
  if (a.to && a.ti && from.length >= 2 && (length(a.to) > 0 || length(a.ti) > 0)) {
    return __shape(__spatial(from, to, a.to, a.ti, eased(0)), scalar);
  }
  var out = [];
  for (var d = 0; d < from.length; d++) out.push(from[d] + ((d < to.length ? to[d] : from[d]) - from[d]) * eased(d));
  return __shape(out, scalar);
}
function __copyValue(v) { return __isArray(v) ? v.slice() : v; }

// ---- property objects: the value (an array, or a Number), with the property's methods attached ----
// `dims`: at most that many components (2 for the position, anchor and scale of a 2-D layer, stored as 3).
function __Property(raw, dims) {
  this.raw = raw;
  this.dims = dims;
  this.keys = __isKeyframed(raw) ? raw.k : [];
}
__Property.prototype.valueAtFrame = function (f) {
  var v = __valueAt(this.raw, f);
  return this.dims && __isArray(v) && v.length > this.dims ? v.slice(0, this.dims) : v;
};
__Property.prototype.valueAtTime = function (t) { return this.valueAtFrame(__num(t) * __fr); };
__Property.prototype.velocityAtTime = function (t) {
  t = __num(t); var dt = 0.001;
  return $bm_div($bm_sub(this.valueAtTime(t + dt), this.valueAtTime(t)), dt);
};
__Property.prototype.loop = function (isOut, type, amount, byDuration) {
  type = type ? String(type).toLowerCase() : 'cycle';
  var ks = this.keys, n = ks.length, f = time * __fr;
  if (n < 2) return this.valueAtFrame(f);
  var first = ks[0].t, last = ks[n - 1].t, start, end;
  if (isOut) {
    if (f <= last) return this.valueAtFrame(f);
    end = last;
    if (byDuration) start = amount ? Math.max(first, last - __num(amount) * __fr) : first;
    else { var c = __num(amount); start = ks[(!c || c >= n - 1) ? 0 : n - 1 - Math.floor(c)].t; }
  } else {
    if (f >= first) return this.valueAtFrame(f);
    start = first;
    if (byDuration) end = amount ? Math.min(last, first + __num(amount) * __fr) : last;
    else { var c2 = __num(amount); end = ks[(!c2 || c2 >= n - 1) ? n - 1 : Math.floor(c2)].t; }
  }
  var span = end - start;
  if (span <= 0) return this.valueAtFrame(f);
  if (type === 'continue') {
    var edge = isOut ? end : start, v = this.valueAtFrame(edge);
    var slope = isOut ? $bm_sub(v, this.valueAtFrame(edge - 0.001)) : $bm_sub(this.valueAtFrame(edge + 0.001), v);
    return $bm_sum(v, $bm_mul(slope, (f - edge) / 0.001));
  }
  // The cycle [start, end] repeats with period `span` on both sides: cycle k (k < 0 before it) at offset r.
  var k = Math.floor((f - start) / span), r = (f - start) - k * span;
  if (type === 'pingpong') return this.valueAtFrame(k % 2 !== 0 ? end - r : start + r);
  if (type === 'offset') {
    return $bm_sum(this.valueAtFrame(start + r), $bm_mul($bm_sub(this.valueAtFrame(end), this.valueAtFrame(start)), k));
  }
  return this.valueAtFrame(start + r);
};
__Property.prototype.key = function (k) {
  k = Math.floor(__num(k));
  if (k < 1 || k > this.keys.length) throw new Error('key(' + k + '): the property has ' + this.keys.length + ' keyframes');
  var kf = this.keys[k - 1];
  return { time: kf.t / __fr, index: k, value: this.valueAtFrame(kf.t) };
};
__Property.prototype.nearestKey = function (t) {
  var f = __num(t) * __fr, best = 1, d = Infinity;
  for (var i = 0; i < this.keys.length; i++) { var e = Math.abs(this.keys[i].t - f); if (e < d) { d = e; best = i + 1; } }
  if (this.keys.length === 0) return { time: 0, index: 1, value: this.valueAtFrame(0) };
  return this.key(best);
};
// The methods `__attach` gives a property's value, made once for each property: `__frame` reuses them at every
// frame of its property (a closure and its prototype object per method and frame were most of an evaluation's
// allocations, and their reference cycles wait for the mark-and-sweep collector).
function __methods(prop) {
  return {
    valueAtTime: function (t) { return prop.valueAtTime(t); },
    velocityAtTime: function (t) { return prop.velocityAtTime(t); },
    speedAtTime: function (t) { return length(prop.velocityAtTime(t)); },
    velocity: function () { return prop.velocityAtTime(time); },
    speed: function () { return length(prop.velocityAtTime(time)); },
    key: function (k) { return prop.key(k); },
    nearestKey: function (t) { return prop.nearestKey(t); },
    loopOut: function (type, n) { return prop.loop(true, type, n, false); },
    loopIn: function (type, n) { return prop.loop(false, type, n, false); },
    loopOutDuration: function (type, d) { return prop.loop(true, type, d, true); },
    loopInDuration: function (type, d) { return prop.loop(false, type, d, true); },
    wiggle: function (f, a, o, m, t) { return __wiggle(prop.valueAtTime(time), f, a, o, m, t); },
    smooth: function () { return prop.valueAtTime(time); }
  };
}
function __attach(v, prop, m) {
  m = m || __methods(prop);
  var out = __isArray(v) ? __copy(v) : new Number(v);
  out.value = __isArray(v) ? __copy(v) : v;
  out.valueAtTime = m.valueAtTime;
  out.getValueAtTime = out.valueAtTime;
  out.velocityAtTime = m.velocityAtTime;
  out.speedAtTime = m.speedAtTime;
  Object.defineProperty(out, 'velocity', { get: m.velocity });
  Object.defineProperty(out, 'speed', { get: m.speed });
  out.numKeys = prop.keys.length;
  out.key = m.key;
  out.nearestKey = m.nearestKey;
  out.loopOut = m.loopOut;
  out.loopIn = m.loopIn;
  out.loopOutDuration = m.loopOutDuration;
  out.loopInDuration = m.loopInDuration;
  out.wiggle = m.wiggle;
  out.smooth = m.smooth;
  return out;
}
function __propertyValue(raw, fallback, dims) {
  if (!raw) return fallback;
  var prop = new __Property(raw, dims);
  return __attach(prop.valueAtTime(time), prop);
}
function __getter(obj, name, f) { Object.defineProperty(obj, name, { get: f, enumerable: true }); }

// ---- transforms, effects, contents, layers, compositions ----
function __Transform(ks, dims) {
  ks = ks || {};
  var t = {};
  __getter(t, 'anchorPoint', function () { return __propertyValue(ks.a, [0, 0], dims); });
  __getter(t, 'position', function () {
    if (ks.p && ks.p.s) {
      var x = new __Property(ks.p.x), y = new __Property(ks.p.y);
      var both = { keys: x.keys, valueAtTime: function (s) { return [__num(x.valueAtTime(s)), __num(y.valueAtTime(s))]; } };
      both.valueAtFrame = function (f) { return both.valueAtTime(f / __fr); };
      both.velocityAtTime = __Property.prototype.velocityAtTime; both.loop = __Property.prototype.loop;
      both.key = __Property.prototype.key; both.nearestKey = __Property.prototype.nearestKey;
      return __attach(both.valueAtTime(time), both);
    }
    return __propertyValue(ks.p, [0, 0], dims);
  });
  __getter(t, 'xPosition', function () { return ks.p && ks.p.s ? __propertyValue(ks.p.x, 0) : __num(t.position[0]); });
  __getter(t, 'yPosition', function () { return ks.p && ks.p.s ? __propertyValue(ks.p.y, 0) : __num(t.position[1]); });
  __getter(t, 'scale', function () { return __propertyValue(ks.s, [100, 100], dims); });
  __getter(t, 'rotation', function () { return __propertyValue(ks.r || ks.rz, 0); });
  __getter(t, 'zRotation', function () { return t.rotation; });
  __getter(t, 'opacity', function () { return __propertyValue(ks.o, 100); });
  __getter(t, 'skew', function () { return __propertyValue(ks.sk, 0); });
  __getter(t, 'skewAxis', function () { return __propertyValue(ks.sa, 0); });
  return t;
}
function __find(list, name, what) {
  list = list || [];
  name = __plain(name);
  if (typeof name === 'number') {
    var item = list[Math.floor(name) - 1];
    if (item) return item;
  } else {
    for (var i = 0; i < list.length; i++) if (list[i].nm === name || list[i].mn === name) return list[i];
  }
  throw new Error(what + ' ' + JSON.stringify(name) + ' not found');
}
function __Effect(layerJSON) {
  return function (name) {
    var fx = __find(layerJSON.ef, name, 'effect');
    var f = function (param) {
      var p = __find(fx.ef, param, 'effect parameter');
      return __propertyValue(p.v, 0);
    };
    f.name = fx.nm;
    f.param = f;
    return f;
  };
}
function __Content(items) {
  return function (name) {
    var it = __find(items, name, 'content');
    var o = { name: it.nm };
    var props = { gr: {}, fl: { color: 'c', opacity: 'o' }, st: { color: 'c', opacity: 'o', strokeWidth: 'w' },
      rc: { size: 's', position: 'p', roundness: 'r' }, el: { size: 's', position: 'p' },
      sr: { position: 'p', rotation: 'r', points: 'pt', innerRadius: 'ir', outerRadius: 'or', innerRoundness: 'is', outerRoundness: 'os' },
      tm: { start: 's', end: 'e', offset: 'o' }, gf: { opacity: 'o', startPoint: 's', endPoint: 'e' },
      gs: { opacity: 'o', startPoint: 's', endPoint: 'e', strokeWidth: 'w' }, rd: { radius: 'r' },
      rp: { copies: 'c', offset: 'o' } }[it.ty] || {};
    Object.keys(props).forEach(function (key) {
      __getter(o, key, function () { return __propertyValue(it[props[key]], 0); });
    });
    if (it.ty === 'gr') {
      o.content = __Content(it.it);
      var tr = null;
      for (var i = 0; i < (it.it || []).length; i++) if (it.it[i].ty === 'tr') tr = it.it[i];
      o.transform = __Transform(tr, 2);
    }
    if (it.ty === 'tr') { var t = __Transform(it, 2); for (var k in t) (function (k) { __getter(o, k, function () { return t[k]; }); })(k); }
    if (it.ty === 'rp' && it.tr) o.transform = __Transform(it.tr, 2);
    return o;
  };
}
function __Layer(json, comp, position) {
  var l = {};
  l.name = json.nm; l.index = json.ind !== undefined ? json.ind : position;
  l.inPoint = (json.ip || 0) / __fr; l.outPoint = (json.op || 0) / __fr; l.startTime = (json.st || 0) / __fr;
  l.width = json.w || json.sw || comp.width; l.height = json.h || json.sh || comp.height;
  l.hasParent = json.parent !== undefined;
  l.transform = __Transform(json.ks, json.ddd === 1 ? 0 : 2);
  ['anchorPoint', 'position', 'scale', 'rotation', 'opacity'].forEach(function (k) {
    __getter(l, k, function () { return l.transform[k]; });
  });
  l.effect = __Effect(json);
  l.content = __Content(json.shapes);
  __getter(l, 'parent', function () {
    for (var i = 0; i < comp.layers.length; i++) if (comp.layers[i].ind === json.parent) return __Layer(comp.layers[i], comp, i + 1);
    throw new Error('the layer has no parent');
  });
  l.sourceRectAtTime = function () { return { top: 0, left: 0, width: l.width, height: l.height }; };
  __layerSpace(l);
  return l;
}
function __Comp(json, width, height) {
  var c = { name: json.nm || json.id || '', width: json.w || width, height: json.h || height,
            frameDuration: 1 / __fr, layers: json.layers || [] };
  c.numLayers = c.layers.length;
  c.duration = ((__doc.op || 0) - (__doc.ip || 0)) / __fr;
  c.layer = function (name) {
    name = __plain(name);
    for (var i = 0; i < c.layers.length; i++) {
      var l = c.layers[i];
      if (typeof name === 'number' ? l.ind === name : l.nm === name) return __Layer(l, c, i + 1);
    }
    if (typeof name === 'number' && c.layers[name - 1]) return __Layer(c.layers[name - 1], c, name);
    throw new Error('layer ' + JSON.stringify(name) + ' not found');
  };
  return c;
}
function comp(name) {
  name = __plain(name);
  if (__doc.nm === name) return __Comp(__doc, __doc.w, __doc.h);
  var assets = __doc.assets || [];
  for (var i = 0; i < assets.length; i++) {
    if (assets[i].layers && (assets[i].nm === name || assets[i].id === name)) return __Comp(assets[i], __doc.w, __doc.h);
  }
  throw new Error('composition ' + JSON.stringify(name) + ' not found');
}
function framesToTime(frames, fps) { return __num(frames) / (fps === undefined ? __fr : __num(fps)); }
function timeToFrames(t, fps) { return Math.floor((t === undefined ? time : __num(t)) * (fps === undefined ? __fr : __num(fps))); }
function rgbToHsl(c) {
  c = __plain(c); var r = c[0], g = c[1], b = c[2], mx = Math.max(r, g, b), mn = Math.min(r, g, b), h = 0, s = 0, l = (mx + mn) / 2;
  if (mx !== mn) {
    var d = mx - mn; s = l > 0.5 ? d / (2 - mx - mn) : d / (mx + mn);
    h = mx === r ? (g - b) / d + (g < b ? 6 : 0) : mx === g ? (b - r) / d + 2 : (r - g) / d + 4; h /= 6;
  }
  return [h, s, l, c.length > 3 ? c[3] : 1];
}
function hslToRgb(c) {
  c = __plain(c); var h = c[0], s = c[1], l = c[2], r, g, b;
  function hue(p, q, t) { if (t < 0) t += 1; if (t > 1) t -= 1; if (t < 1 / 6) return p + (q - p) * 6 * t; if (t < 1 / 2) return q; if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6; return p; }
  if (s === 0) { r = g = b = l; } else { var q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q; r = hue(p, q, h + 1 / 3); g = hue(p, q, h); b = hue(p, q, h - 1 / 3); }
  return [r, g, b, c.length > 3 ? c[3] : 1];
}

// ---- the Swift side's entry points ----
function __setDocument(docText) {
  __doc = JSON.parse(docText);
  __fr = __doc.fr;
}
function __setComp(assetIndex) {
  var json = assetIndex < 0 ? __doc : __doc.assets[assetIndex];
  __comp = __Comp(json, __doc.w, __doc.h);
}
function __setProp(layerIndex, propText, seed, source, dims) {
  __layer = __comp.layers[layerIndex];
  __dims = dims;
  __prop = JSON.parse(propText);
  __seed = seed >>> 0;
  __source = source;
  __property = new __Property(__prop, __dims);
  __propertyMethods = __methods(__property);
}
function __run(__src) {
  var $bm_rt;
  var __completion = eval(__src);
  return $bm_rt !== undefined ? $bm_rt : __completion;
}
// The globals every frame's evaluation starts from (values, paths, text): the frame, its time, the seeded random
// state, the composition; `thisLayer` is made on first use.
function __enterFrame(f) {
  __frameNumber = f;
  time = f / __fr;
  __rng = __mix(__seed, Math.floor(f * 1000));
  thisComp = __comp;
  __thisLayer = null;
}
function __frame(f) {
  __enterFrame(f);
  value = __attach(__property.valueAtFrame(f), __property, __propertyMethods);
  thisProperty = value;
  var r = __plain(__run(__source));
  if (typeof r === 'boolean') r = r ? 1 : 0;
  if (typeof r === 'number') return 'n:' + r;
  if (__isArray(r)) {
    var parts = [];
    for (var i = 0; i < r.length; i++) { var x = __num(r[i]); if (typeof x !== 'number') throw new Error('the result is not a number or an array of numbers'); parts.push(String(x)); }
    return 'a:' + parts.join(',');
  }
  throw new Error('the result is not a number or an array of numbers (' + typeof r + ')');
}
function valueAtTime(t) { return thisProperty.valueAtTime(t); }
function velocityAtTime(t) { return thisProperty.velocityAtTime(t); }
function loopOut(type, n) { return thisProperty.loopOut(type, n); }
function loopIn(type, n) { return thisProperty.loopIn(type, n); }
function loopOutDuration(type, d) { return thisProperty.loopOutDuration(type, d); }
function loopInDuration(type, d) { return thisProperty.loopInDuration(type, d); }
function wiggle(f, a, o, m, t) { return __wiggle(value, f, a, o, m, t); }
function key(k) { return thisProperty.key(k); }
function nearestKey(t) { return thisProperty.nearestKey(t); }
function layer(name) { return thisComp.layer(name); }
Object.defineProperty(this, 'velocity', { get: function () { return thisProperty.velocity; } });
Object.defineProperty(this, 'speed', { get: function () { return thisProperty.speed; } });
Object.defineProperty(this, 'numKeys', { get: function () { return thisProperty.numKeys; } });
'prelude loaded';
"""#
}
