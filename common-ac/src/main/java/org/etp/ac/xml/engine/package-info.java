/**
 * The XML engines as a receiver is made with them ({@link org.etp.ac.xml.engine.XmlEngines}): each
 * {@link org.etp.ac.xml.XmlEngine} as a {@link org.etp.ac.codec.DecodingEngine} whose decoded certificates say which
 * way they were served. The DOM engine decides whatever another engine leaves — through the receiver's refusal hook
 * ({@link org.etp.ac.codec.DecodedCertificate#decideAgain()}) when a template served a message the receiver refused —
 * and the template engine learns through the receiver's acceptance hook
 * ({@link org.etp.ac.codec.DecodedCertificate#accepted}). Above {@code xml}, {@code xml.stax} and
 * {@code xml.template}, which know nothing of it; the verifier knows only the hooks.
 */
package org.etp.ac.xml.engine;
