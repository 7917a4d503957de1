// Times JGraphT's ParberryKnightTour (Debian's libjgrapht-java) in-process, best of N,
// for `cargo xtask compare-jgrapht`. Usage: java ParberryTiming ROWS COLS RUNS
import org.jgrapht.demo.ParberryKnightTour;

public class ParberryTiming {
    public static void main(String[] args) {
        int rows = Integer.parseInt(args[0]);
        int cols = Integer.parseInt(args[1]);
        int runs = Integer.parseInt(args[2]);
        long best = Long.MAX_VALUE;
        int built = 0;
        for (int i = 0; i < runs; i++) {
            long began = System.nanoTime();
            // KnightTour is package-private; holding the result keeps the work observable.
            Object tour = new ParberryKnightTour(rows, cols).getTour();
            best = Math.min(best, System.nanoTime() - began);
            built += tour == null ? 0 : 1;
        }
        System.out.printf("%.3f %d%n", best / 1e6, rows * cols * (built > 0 ? 1 : 0));
    }
}
