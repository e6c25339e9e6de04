import './with-library.css';
