/**
 * What every page of the pharmacy's web UI shares, whichever feature draws it: how a time is shown (the
 * {@code @times} bean of the templates, in the zone {@code etp.ui.zone}) and how an NHS number is shown
 * ({@code @nhs}). The pages themselves live with their features — {@code counter.*} and {@code dashboard};
 * the error pages are templates ({@code templates/error/}) in the same layout.
 */
package org.etp.pharmacy.web;
