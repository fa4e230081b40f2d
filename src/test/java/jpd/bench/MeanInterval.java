package jpd.bench;

import java.util.Arrays;

/**
 * The mean of samples with the half-width of its 95% interval, {@code 1.96 · sd / √n} (normal approximation,
 * fair from some 30 samples on); the half-width is NaN below two samples.
 */
record MeanInterval(double mean, double halfWidth) {
    private static final double Z_95 = 1.96;

    static MeanInterval of(double[] samples) {
        int n = samples.length;
        double mean = Arrays.stream(samples).average().orElse(Double.NaN);
        double squares = Arrays.stream(samples).map(x -> (x - mean) * (x - mean)).sum();
        double sd = Math.sqrt(squares / (n - 1));
        return new MeanInterval(mean, n < 2 ? Double.NaN : Z_95 * sd / Math.sqrt(n));
    }

    double low() {
        return mean - halfWidth;
    }

    double high() {
        return mean + halfWidth;
    }
}
