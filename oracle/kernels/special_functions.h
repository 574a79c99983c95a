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

/// ψ₁(x) = ψ'(x): the reflection below 1/2, six steps of the recurrence, then the asymptotic
/// series, in the precision of T as torch's trigamma computes it (float for f32 and bf16, with π
/// as a float: at a negative integer its sine is not quite 0, and the result large but finite).
template <typename T> T trigamma(T x);
extern template double trigamma<double>(double);
extern template float trigamma<float>(float);

/// ζ(s, q) = Σₖ (q + k)⁻ˢ, the Hurwitz zeta function, in the precision of A, with torch's
/// conventions: inf at s = 1 and at the integers q ≤ 0, NaN for s < 1 and for a non-integer s
/// with q ≤ 0. Summed term by term until q + k passes 9 (at least nine terms), then the
/// Euler–Maclaurin tail with the Bernoulli numbers up to B₂₄, stopping at a relative change of
/// 2⁻⁵³ in either part whatever A is, as torch's zeta does in its accumulation type (double for
/// f32 and f64, float for bf16), so that its infinities and underflows come where torch's do.
template <typename A> A hurwitzZeta(A s, A q);
extern template double hurwitzZeta<double>(double, double);
extern template float hurwitzZeta<float>(float, float);

} // namespace reinplace::oracle
