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
  errors: {
    credentials: 'The username or password is not correct.',
    rateLimited: 'Too many login attempts. Please wait a few minutes and try again.',
    username: 'Please enter your username.',
    password: 'Please enter your password.',
    network: 'The login could not be sent. Please check your connection and try again.',
  },
};
export default login;
