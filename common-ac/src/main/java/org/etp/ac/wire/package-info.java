/**
 * The TCP wire protocol between prescriber and pharmacy, in pure Java: {@link org.etp.ac.wire.Frames}
 * writes and reads length-prefixed {@link org.etp.ac.wire.RequestFrame request} and
 * {@link org.etp.ac.wire.ResponseFrame response} frames, on streams or on whole frames cut out by a
 * length-field decoder. The byte layout is documented with diagrams in {@code docs/protocol.md}.
 */
package org.etp.ac.wire;
