extension ExpressionPrelude {
    /// Layer space (`toComp`, `fromComp`, `toWorld`, `fromWorld`), run with `source`: a point through the layer's
    /// transform at the current time and then each parent's, up to the composition, as lottie-web's
    /// `LayerExpressionInterface` does (`toWorld`/`toComp` apply `getMatrix`, the layer's transform matrix composed
    /// with its parents'; `fromWorld`/`fromComp` the inverse). Each transform is Lottie's: minus the anchor point,
    /// scaled by `s`/100, rotated by `r` degrees (clockwise, y down), plus the position; 2-D, as the renderer.
    /// `toWorld`/`fromWorld` are the same here: a layer's world is its composition.
    static let spaceSource = #"""
function __toParent(l, p) {
  var a = l.transform.anchorPoint, s = l.transform.scale, r = l.transform.rotation * Math.PI / 180;
  var q = l.transform.position;
  var x = (p[0] - a[0]) * s[0] / 100, y = (p[1] - a[1]) * s[1] / 100;
  return [x * Math.cos(r) - y * Math.sin(r) + q[0], x * Math.sin(r) + y * Math.cos(r) + q[1]];
}
function __fromParent(l, p) {
  var a = l.transform.anchorPoint, s = l.transform.scale, r = l.transform.rotation * Math.PI / 180;
  var q = l.transform.position;
  var x = p[0] - q[0], y = p[1] - q[1];
  var u = x * Math.cos(r) + y * Math.sin(r), v = -x * Math.sin(r) + y * Math.cos(r);
  return [u * 100 / s[0] + a[0], v * 100 / s[1] + a[1]];
}
function __layerSpace(l) {
  function chain() { var out = [], c = l; while (c) { out.push(c); c = c.hasParent ? c.parent : null; } return out; }
  l.toComp = function (p) {
    var layers = chain(), v = [p[0], p[1]];
    for (var k = 0; k < layers.length; k++) v = __toParent(layers[k], v);
    return v;
  };
  l.fromComp = function (p) {
    var layers = chain(), v = [p[0], p[1]];
    for (var k = layers.length - 1; k >= 0; k--) v = __fromParent(layers[k], v);
    return v;
  };
  l.toWorld = l.toComp;
  l.fromWorld = l.fromComp;
}
"""#
}
