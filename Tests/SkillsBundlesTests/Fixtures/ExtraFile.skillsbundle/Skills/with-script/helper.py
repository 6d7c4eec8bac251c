print('no scripts in skills')
