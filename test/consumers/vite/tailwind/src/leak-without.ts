import './without-library.css';
