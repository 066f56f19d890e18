// The settings page's passkeys: registers a new one through Spring Security's WebAuthn endpoints (options, then
// the authenticator's answer, which the server verifies and stores for the signed-in prescriber) and removes one.
// The server decides; this only carries the authenticator's answers.
(function () {
  'use strict';
  var section = document.getElementById('passkeys');
  var status = document.getElementById('passkey-status');
  var headers = {'Content-Type': 'application/json'};
  headers[section.getAttribute('data-csrf-header')] = section.getAttribute('data-csrf-token');

  var decode = window.etpBase64url.decode;
  var encode = window.etpBase64url.encode;

  function post(url, body) {
    return fetch(url, {method: 'POST', headers: headers, credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body)}).then(function (response) {
      if (!response.ok) {
        throw new Error('the server answered ' + response.status);
      }
      return response.json();
    });
  }

  function register() {
    var label = document.getElementById('passkey-label').value.trim();
    if (!label) {
      status.textContent = 'Give the passkey a name first, so that you can tell your passkeys apart.';
      return;
    }
    if (!window.PublicKeyCredential || !navigator.credentials) {
      status.textContent = 'This browser cannot use passkeys.';
      return;
    }
    status.textContent = 'Follow your browser\u2019s prompt to make the passkey\u2026';
    post('/webauthn/register/options').then(function (options) {
      options.challenge = decode(options.challenge);
      options.user.id = decode(options.user.id);
      options.excludeCredentials = (options.excludeCredentials || []).map(function (credential) {
        return {type: credential.type, id: decode(credential.id), transports: credential.transports};
      });
      return navigator.credentials.create({publicKey: options});
    }).then(function (credential) {
      var response = credential.response;
      return post('/webauthn/register', {publicKey: {label: label, credential: {
        id: credential.id,
        rawId: encode(credential.rawId),
        type: credential.type,
        response: {
          attestationObject: encode(response.attestationObject),
          clientDataJSON: encode(response.clientDataJSON),
          transports: response.getTransports ? response.getTransports() : []
        },
        clientExtensionResults: credential.getClientExtensionResults(),
        authenticatorAttachment: credential.authenticatorAttachment
      }}});
    }).then(function (answer) {
      if (!answer || !answer.success) {
        throw new Error('the server did not register it');
      }
      window.location.reload();
    }).catch(function (error) {
      status.textContent = 'The passkey was not registered (' + error.message + ').';
    });
  }

  function remove(event) {
    var id = event.target.getAttribute('data-credential-id');
    fetch('/webauthn/register/' + encodeURIComponent(id), {method: 'DELETE', headers: headers,
      credentials: 'same-origin'}).then(function (response) {
      if (response.status !== 204) {
        throw new Error('the server answered ' + response.status);
      }
      window.location.reload();
    }).catch(function (error) {
      status.textContent = 'The passkey was not removed (' + error.message + ').';
    });
  }

  document.getElementById('register-passkey').addEventListener('click', register);
  Array.prototype.forEach.call(document.querySelectorAll('.remove-passkey'), function (button) {
    button.addEventListener('click', remove);
  });
}());
