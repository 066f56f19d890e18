// base64url without padding, as WebAuthn and the server spell binary values, to and from ArrayBuffers: shared by
// the passkey scripts (passkeys.js, confirm.js).
window.etpBase64url = (function () {
  'use strict';
  return {
    decode: function (text) {
      var base64 = text.replace(/-/g, '+').replace(/_/g, '/');
      var binary = window.atob(base64 + '==='.slice((base64.length + 3) % 4));
      var bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) {
        bytes[i] = binary.charCodeAt(i);
      }
      return bytes.buffer;
    },
    encode: function (buffer) {
      var bytes = new Uint8Array(buffer);
      var binary = '';
      for (var i = 0; i < bytes.length; i++) {
        binary += String.fromCharCode(bytes[i]);
      }
      return window.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    }
  };
}());
