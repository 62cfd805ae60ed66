const login = {
  title: 'Login for trade partners',
  intro: 'Travel agencies and tour operators: log in with the username and password you received from us.',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  submitting: 'Logging in…',
  loggedInAs: 'You are logged in as {{company}}',
  toHome: 'Go to the front page',
  logout: 'Log out',
  noAccount: 'No login yet? Contact us to become a trade partner.',
  /** The one-time login link by e-mail: asked for on the login page, used from the mail. */
  link: {
    title: 'Log in with a link by e-mail',
    intro:
      'Forgotten your password, or too many attempts? We send you a link that logs you in once, within 15 minutes.',
    email: 'Your e-mail address (your username)',
    submit: 'E-mail me a login link',
    submitting: 'Sending…',
    sent: 'If that address has an account, we have sent it a login link. It works once, within 15 minutes.',
    useTitle: 'Your login link',
    useIntro: 'Log in with the link from your e-mail. It works once.',
    use: 'Log in',
  },
  errors: {
    credentials: 'The username or password is not correct.',
    rateLimited: 'Too many login attempts. Please try again later, or ask for a login link by e-mail below.',
    linkInvalid: 'This login link has expired or has already been used. Please ask for a new one.',
    linkRateLimited: 'Too many requests for a login link. Please try again later.',
    email: 'Please enter a valid e-mail address.',
    username: 'Please enter your username.',
    password: 'Please enter your password.',
    network: 'The login could not be sent. Please check your connection and try again.',
    tooShort: 'Please choose a password of at least {{min}} characters.',
    mismatch: 'The two passwords differ.',
  },
  /** Setting a password from an e-mailed link (a new login, or a reset by an admin). */
  setPassword: {
    title: 'Set your password',
    intro: 'Choose the password you will log in with (at least {{min}} characters). The link works once.',
    password: 'New password',
    repeat: 'Repeat the password',
    submit: 'Set password and log in',
  },
};
export default login;
