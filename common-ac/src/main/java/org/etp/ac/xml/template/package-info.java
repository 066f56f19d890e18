/**
 * The template XML engine, after Makino et al. (IBM, "Improving WS-Security Performance with a Template-Based
 * Approach"): the shape of each document the DOM engine accepts is learned as constant bytes with slots for the
 * values; a later message that matches a template byte for byte in every constant part is verified and read
 * without an XML parser — the digest and signature computed over canonical forms made of the template's constants
 * and the message's own value bytes, the values read by the same reader from the template's tree. A mismatch
 * of any kind, or a failed check, leaves the message to the DOM engine, which decides: this engine can only serve
 * or fall back, never accept on its own. Entry point: {@link org.etp.ac.xml.template.TemplateEngine}.
 */
package org.etp.ac.xml.template;
