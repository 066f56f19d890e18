package org.etp.pharmacy.dashboard;

import java.util.List;
import org.etp.pharmacy.measurement.DashboardData;
import org.etp.pharmacy.measurement.MetricsQueries;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.server.ResponseStatusException;

/** The metrics dashboard: the page draws its charts from {@code /dashboard/data}, refreshed while open. */
@Controller
class DashboardController {

    static final List<Integer> WINDOWS = List.of(5, 15, 60, 360, 1440);

    private final MetricsQueries metrics;

    DashboardController(MetricsQueries metrics) {
        this.metrics = metrics;
    }

    @GetMapping("/dashboard")
    String dashboard(@RequestParam(defaultValue = "60") int minutes, Model model) {
        int window = window(minutes);
        model.addAttribute("minutes", window);
        model.addAttribute("windows", WINDOWS);
        model.addAttribute("data", metrics.window(window));
        return "dashboard";
    }

    @GetMapping("/dashboard/data")
    @ResponseBody
    DashboardData data(@RequestParam(defaultValue = "60") int minutes) {
        return metrics.window(window(minutes));
    }

    /** The window asked for; one the page does not offer is a bad request, not quietly another window. */
    private static int window(int minutes) {
        if (!WINDOWS.contains(minutes)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "a window is one of " + WINDOWS + " minutes");
        }
        return minutes;
    }
}
