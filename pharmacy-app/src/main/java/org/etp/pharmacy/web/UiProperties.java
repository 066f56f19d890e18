package org.etp.pharmacy.web;

import java.time.ZoneId;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code etp.ui.*}: how the counter's pages show what they show.
 *
 * @param zone the pharmacy's time zone, in which every time is shown ({@code etp.ui.zone}, default
 *             Europe/London)
 */
@ConfigurationProperties("etp.ui")
public record UiProperties(@DefaultValue("Europe/London") ZoneId zone) {
}
