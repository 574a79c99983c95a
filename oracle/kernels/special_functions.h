#pragma once
// The special functions of torch's pointwise ops that the C++ library lacks, in double: the
// kernels compute every dtype through them and round once to the result's dtype. torch 1.13
// computes f32 in float with its own series (ATen/native/Math.h), so the two agree within a few
// ulps, which the oracles' float tolerance covers. Private to oracle/kernels/.

namespace reinplace::oracle {

/// ψ(x), the derivative of lgamma: -inf at +0 and +inf at -0 (torch's convention), NaN at the
/// negative integers and -inf.
double digamma(double x);

/// I₀(x), the modified Bessel function of the first kind of order zero.
double besselI0(double x);

/// erf⁻¹(y): ±inf at ±1, NaN outside [-1, 1].
double inverseErf(double y);

} // namespace reinplace::oracle
