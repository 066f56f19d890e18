package org.etp.perf.timing;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.etp.perf.timing.link.LinkException;
import org.etp.perf.timing.link.LinkRate;
import org.etp.perf.timing.link.ShapedLink;

/**
 * The measured-transmission part of {@code etp timing --link}: once the main experiment is done over the
 * link unshaped, the link is held to each rate in turn and the main series (no other algorithms) are sent
 * across it again — a first message of each, not counted, then {@code runs} rounds — and the rate is taken
 * off again, whatever happened.
 */
final class LinkPhase {

    private final ShapedLink link;
    private final List<LinkRate> rates;
    private final int runs;
    private final PrintWriter progress;

    LinkPhase(ShapedLink link, List<LinkRate> rates, int runs, PrintWriter progress) {
        this.link = link;
        this.rates = List.copyOf(rates);
        this.runs = runs;
        this.progress = progress;
    }

    List<LinkResult> run(MessageSender sender, List<Series> series) throws TimingException, InterruptedException {
        List<LinkResult> results = new ArrayList<>();
        for (LinkRate rate : rates) {
            progress.printf("holding the link to %s (%d kbit/s) and sending %d series across it...%n", rate,
                    rate.kilobits(), series.size());
            progress.flush();
            try {
                link.shape(rate);
                results.add(new LinkResult(rate, new Experiment(sender, series, runs, 0, progress).run()));
            } catch (LinkException e) {
                throw new TimingException("could not hold the link to " + rate + ": " + e.getMessage(), e);
            } finally {
                unshape();
            }
        }
        return results;
    }

    private void unshape() throws TimingException {
        try {
            link.unshape();
        } catch (LinkException e) {
            throw new TimingException("could not take the rate off the link: " + e.getMessage(), e);
        }
    }
}
