#include "oracle/kernels/incomplete_gamma.h"

#include <cmath>
#include <limits>
#include <numbers>
#include <optional>

namespace reinplace::oracle {
namespace {

using Real = long double;

constexpr Real kEpsilon = std::numeric_limits<Real>::epsilon();
constexpr int kMaxIterations = 2'000'000;
// Past this a the series and the continued fraction would take more than some 30 000 steps near
// x = a; Temme's expansion is then exact to O(a^-3/2).
constexpr Real kTemmeBeyond = 1e7L;
// exp of less than this is 0 in double, whatever the sum beside it (at most a few times a).
constexpr Real kUnderflowExponent = -800;

// Stirling's correction ln Γ(a) - ((a - 1/2) ln a - a + ln √(2π)), for a ≥ 10.
Real stirlingCorrection(Real a) {
  Real inverse = 1 / a, square = inverse * inverse;
  return inverse *
         (1.0L / 12 -
          square * (1.0L / 360 - square * (1.0L / 1260 - square * (1.0L / 1680 - square / 1188))));
}

// ln(xᵃ e⁻ˣ / Γ(a)). For large a the terms a ln x and ln Γ(a) cancel: written through
// t = (x - a) / a, the exponent is a (ln(1 + t) - t) + ln √(a / 2π) - the Stirling correction.
Real logPrefactor(Real a, Real x) {
  if (a < 10) return a * std::log(x) - x - std::lgamma(a);
  Real t = (x - a) / a;
  return a * (std::log1p(t) - t) + 0.5L * std::log(a / (2 * std::numbers::pi_v<Real>)) -
         stirlingCorrection(a);
}

// P(a, x) = xᵃ e⁻ˣ / Γ(a + 1) · Σₙ xⁿ / ((a + 1) ⋯ (a + n)), for x < a + 1.
Real lowerSeries(Real a, Real x) {
  Real exponent = logPrefactor(a, x) - std::log(a);
  if (exponent + std::log(a + 2) < kUnderflowExponent) return 0;
  Real term = 1, sum = 1;
  for (int n = 1; n < kMaxIterations && term > sum * kEpsilon; ++n) {
    term *= x / (a + n);
    sum += term;
  }
  return std::exp(exponent) * sum;
}

// Q(a, x) = xᵃ e⁻ˣ / Γ(a) · 1 / (x + 1 - a - 1(1 - a) / (x + 3 - a - 2(2 - a) / (x + 5 - a - ⋯))),
// for x ≥ a + 1, by the modified Lentz method.
Real upperContinuedFraction(Real a, Real x) {
  Real exponent = logPrefactor(a, x);
  if (exponent < kUnderflowExponent) return 0;
  constexpr Real kTiny = std::numeric_limits<Real>::min() / kEpsilon;
  Real b = x + 1 - a, c = 1 / kTiny, d = 1 / b, fraction = d;
  for (int i = 1; i < kMaxIterations; ++i) {
    Real an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < kTiny) d = kTiny;
    c = b + an / c;
    if (std::fabs(c) < kTiny) c = kTiny;
    d = 1 / d;
    Real step = d * c;
    fraction *= step;
    if (std::fabs(step - 1) <= kEpsilon) break;
  }
  return std::exp(exponent) * fraction;
}

// Temme's uniform expansion to its first term (DLMF 8.12.3, 8.12.4):
// Q = erfc(η √(a/2)) / 2 + e^(-aη²/2) / √(2πa) · c₀(η), with ½η² = t - ln(1 + t), sign(η) =
// sign(t), and c₀(η) = 1/t - 1/η (by its series near η = 0, where both terms blow up).
struct Temme {
  Real eta;
  Real correction; // e^(-aη²/2) / √(2πa) · c₀(η)
};

Temme temme(Real a, Real x) {
  Real t = (x - a) / a;
  Real half_square = t - std::log1p(t);
  Real eta = std::copysign(std::sqrt(2 * half_square), t);
  Real c0 = std::fabs(eta) < 1e-3L
                ? -1.0L / 3 + eta / 12 - 2 * eta * eta / 135 + eta * eta * eta / 864
                : 1 / t - 1 / eta;
  Real scale = std::exp(-a * half_square) / std::sqrt(2 * std::numbers::pi_v<Real> * a);
  return {eta, scale * c0};
}

bool nearTheMean(Real a, Real x) {
  return a > kTemmeBeyond && std::fabs(x - a) < 50 * std::sqrt(a);
}

// Torch's values where a or x is 0, infinite, negative or NaN; nothing otherwise.
std::optional<double> lowerEdge(double a, double x) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  if (x < 0 || a < 0) return kNaN;
  if (a == 0) return x > 0 ? 1.0 : kNaN;
  if (x == 0) return 0.0;
  if (std::isinf(a)) return std::isinf(x) ? kNaN : 0.0;
  if (std::isinf(x)) return 1.0;
  if (std::isnan(a) || std::isnan(x)) return kNaN;
  return std::nullopt;
}

} // namespace

double regularizedLowerGamma(double a, double x) {
  if (std::optional<double> edge = lowerEdge(a, x)) return *edge;
  if (nearTheMean(a, x)) {
    Temme expansion = temme(a, x);
    return static_cast<double>(std::erfc(-expansion.eta * std::sqrt(static_cast<Real>(a) / 2)) / 2 -
                               expansion.correction);
  }
  if (x < a + 1) return static_cast<double>(lowerSeries(a, x));
  return static_cast<double>(1 - upperContinuedFraction(a, x));
}

double regularizedUpperGamma(double a, double x) {
  if (std::optional<double> edge = lowerEdge(a, x)) {
    // The complementary edges: NaN stays NaN, 0 and 1 swap.
    return std::isnan(*edge) ? *edge : 1 - *edge;
  }
  if (nearTheMean(a, x)) {
    Temme expansion = temme(a, x);
    return static_cast<double>(std::erfc(expansion.eta * std::sqrt(static_cast<Real>(a) / 2)) / 2 +
                               expansion.correction);
  }
  if (x < a + 1) return static_cast<double>(1 - lowerSeries(a, x));
  return static_cast<double>(upperContinuedFraction(a, x));
}

} // namespace reinplace::oracle
