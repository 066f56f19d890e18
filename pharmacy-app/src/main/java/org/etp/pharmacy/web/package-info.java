/**
 * What every page of the pharmacy's web UI shares, whichever feature draws it: how a time is shown
 * (the {@code @times} bean of the templates). The pages themselves live with their features —
 * {@code counter.*} and {@code dashboard}.
 */
package org.etp.pharmacy.web;
