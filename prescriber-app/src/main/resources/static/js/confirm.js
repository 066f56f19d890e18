// The confirmation page: asks the browser for an assertion by one of this prescriber's passkeys, with user
// verification, over the challenge the server set (the SHA-256 of the bytes about to be signed), and posts it.
// The server checks everything; this only carries the passkey's answer.
(function () {
  'use strict';
  var form = document.getElementById('passkey-form');
  var button = document.getElementById('confirm-passkey');
  var problem = document.getElementById('passkey-problem');

  var decode = window.etpBase64url.decode;
  var encode = window.etpBase64url.encode;

  function say(text) {
    problem.textContent = text;
    problem.classList.remove('hidden');
    problem.focus();
  }

  button.addEventListener('click', function () {
    if (!window.PublicKeyCredential || !navigator.credentials) {
      say('This browser cannot use passkeys. Nothing was signed.');
      return;
    }
    var ids = form.getAttribute('data-credentials').split(' ').filter(function (id) { return id.length > 0; });
    button.disabled = true;
    navigator.credentials.get({
      publicKey: {
        challenge: decode(form.getAttribute('data-challenge')),
        rpId: form.getAttribute('data-rp-id'),
        allowCredentials: ids.map(function (id) { return {type: 'public-key', id: decode(id)}; }),
        userVerification: 'required',
        timeout: 300000
      }
    }).then(function (credential) {
      var response = credential.response;
      document.getElementById('assertion-credential-id').value = encode(credential.rawId);
      document.getElementById('assertion-authenticator-data').value = encode(response.authenticatorData);
      document.getElementById('assertion-client-data').value = encode(response.clientDataJSON);
      document.getElementById('assertion-signature').value = encode(response.signature);
      document.getElementById('assertion-user-handle').value = response.userHandle ? encode(response.userHandle) : '';
      form.requestSubmit();
    }).catch(function (error) {
      button.disabled = false;
      say('Your passkey did not confirm (' + error.name + '). Nothing was signed: try again, or go back.');
    });
  });
}());
